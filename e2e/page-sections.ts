import type { Page } from '@playwright/test';

/**
 * Scrolls as a reader does until the recipe page's sections below the fold are there: its
 * re-creations, rating and comments load as they near the viewport or at the first gesture once
 * the page is interactive (components/lazy/when-near.tsx).
 */
export async function reachSections(page: Page) {
  await page.waitForFunction(() => {
    window.scrollBy(0, window.scrollY > 0 ? -1 : 1);
    return document.getElementById('comments') !== null;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

import { expect, test } from '@playwright/test';

/**
 * React hydrates the static HTML of every page type without a mismatch: one text that differs
 * between the server and the browser's first render (say an address read from `window`) makes
 * React throw the server's markup away and render the whole page again, doubling its work.
 */
const PAGES = [
  '/en-us/',
  '/fr/recettes/daily/',
  '/en-us/recipes/shakshuka/',
  '/fr/recettes/cocktails/',
  '/en-us/ingredient/apple/',
  '/en-us/search/?q=tomato',
  '/fr/communaute/fil/',
  '/fr/emissions/',
  '/en-us/shows/sunday-classics/s1e1-classic-lasagna-bolognese/',
  '/en-us/kids-converter/plain-flour/',
  '/en-us/cooking-classes/fresh-pasta-from-scratch/',
  '/en-us/shopping-list/',
  '/en-us/login/',
];

for (const path of PAGES) {
  test(`${path} hydrates without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The sections loaded after paint (the store's, below the fold) hydrate too.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

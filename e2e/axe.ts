import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** axe finds nothing, and the page fits its width (no sideways scrolling on a phone). */
export async function expectNoViolations(page: Page) {
  // Gatsby swaps the head's title and the html's lang as the address changes (the search's follows the
  // typing): axe reads the page once they are back, or fails here if they never are.
  await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
  await expect(page).toHaveTitle(/.+/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways overflow in px').toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

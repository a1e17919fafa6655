import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** axe finds nothing, and the page fits its width (no sideways scrolling on a phone). */
export async function expectNoViolations(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways overflow in px').toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

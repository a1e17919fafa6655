import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { messagesOf } from '../messages';

const FLOUR = { 'en-us': 'Plain flour', fr: 'Farine' } as const;
const BUTTER = { 'en-us': { name: 'Butter', slug: 'butter' }, fr: { name: 'Beurre', slug: 'beurre' } } as const;

for (const locale of ['en-us', 'fr'] as const satisfies readonly Locale[]) {
  const t = messagesOf(locale);
  const unit = (key: string) =>
    (t[`kidsConverter.unit.${key}` as keyof typeof t] as unknown as { other: string }).other;

  test(`${locale}: 250 g of flour in cups and spoons, printed, reset, at phone and desktop widths`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(routeTo(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: t['kidsConverter.title'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['kidsConverter.title'] })).toBeVisible();
    const table = page.getByRole('table');
    const cell = (key: string) => table.getByRole('row', { name: new RegExp(`^${unit(key)} `) }).getByRole('cell');
    // The page opens on one cup of flour.
    await expect(page.getByLabel(t['kidsConverter.ingredient']!, { exact: true })).toHaveValue('plain-flour');
    await expect(cell('g')).toHaveText('125');
    await expectNoViolations(page);

    await page.getByLabel(t['kidsConverter.quantity']!, { exact: true }).fill('250');
    await page.getByLabel(t['kidsConverter.unit']!, { exact: true }).selectOption('g');
    await expect(table.getByRole('caption')).toContainText(FLOUR[locale]);
    await expect(cell('cup')).toHaveText('2');
    await expect(cell('quarterCup')).toHaveText('8');
    await expect(cell('tbsp')).toHaveText('32');
    await expect(cell('oz')).toHaveText('8 ¾');

    // A wrong amount names the field, and the table waits for a right one.
    await page.getByLabel(t['kidsConverter.quantity']!, { exact: true }).fill('beaucoup');
    await expect(page.getByRole('alert')).toHaveText(t['kidsConverter.quantityInvalid']!);
    await expect(page.getByLabel(t['kidsConverter.quantity']!, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel(t['kidsConverter.quantity']!, { exact: true }).fill('1,5');
    // 1.5 g of flour: half a teaspoon, and too little for the cups.
    await expect(cell('tsp')).toHaveText('½');
    await expect(cell('quarterCup')).toHaveText(t['kidsConverter.tiny']!.replace('{count}', '¼'));

    // Another ingredient: the address follows, so a reload opens the same table.
    await page.getByLabel(t['kidsConverter.ingredient']!, { exact: true }).selectOption('butter');
    await expect(page).toHaveURL(
      new RegExp(`${routeTo(locale, 'kidsConverterIngredient', { slug: BUTTER[locale].slug })}$`),
    );

    // Print asks the browser to print; the printed page has the table, not the site's frame.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: t['kidsConverter.print'] }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: t['kidsConverter.reset'] })).toBeHidden();
    await expect(table).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: t['kidsConverter.reset'] }).click();
    await expect(page.getByLabel(t['kidsConverter.quantity']!, { exact: true })).toHaveValue('1');
    await expect(cell('g')).toHaveText('227');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page);
  });
}

test('an ingredient page shows its table without JavaScript, and links every other ingredient (fr)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = messagesOf('fr');
  await page.goto(routeTo('fr', 'kidsConverterIngredient', { slug: BUTTER.fr.slug }));
  await expect(page.getByRole('table').getByRole('caption')).toHaveText(`${BUTTER.fr.name} : 1 tasse`);
  await expect(page.getByRole('row', { name: /^grammes / }).getByRole('cell')).toHaveText('227');
  await expect(page.getByRole('row', { name: /^cuillères à soupe / }).getByRole('cell')).toHaveText('16');
  const all = page.getByRole('navigation', { name: t['kidsConverter.all'] });
  await expect(all.getByRole('link', { name: BUTTER.fr.name })).toHaveAttribute('aria-current', 'page');
  await all.getByRole('link', { name: 'Œuf' }).click();
  await expect(page.getByRole('row', { name: /^pièces / }).getByRole('cell')).toHaveText('4 ¾');
  await context.close();
});

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { AGE_GATE_MINIMUM_AGE } from '../../src/core/rules';
import { messagesOf } from '../messages';
import { staffToken } from '../staff';

const content = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/${file}`), 'utf8'));
const withAge = (text: string) => text.replace('{age}', String(AGE_GATE_MINIMUM_AGE));

for (const [locale, language] of [
  ['fr', 'fr'],
  ['de', 'de'],
] as const) {
  const messages = messagesOf(locale);
  const gateOf = (page: Page) => page.getByRole('dialog', { name: withAge(messages['ageGate.title']!) });
  const yes = withAge(messages['ageGate.yes']!);
  const drinks: string = content('categories.json').drink[language];

  test(`a cocktail recipe asks the age in a trapped dialog; a yes holds for the universe and the drinks category (${locale})`, async ({
    page,
  }) => {
    await page.goto(routeTo(locale, 'recipe', { slug: 'mojito' }));
    const gate = gateOf(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('heading', { level: 2 })).toHaveText(withAge(messages['ageGate.title']!));
    await expect(gate.getByRole('button', { name: yes })).toBeFocused();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    // The keyboard goes round the gate's two answers, and Escape does not dismiss it.
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: messages['ageGate.no'] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: yes })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(gate.getByRole('button', { name: messages['ageGate.no'] })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mojito');

    await page.goto(routeTo(locale, 'universe', { vertical: 'cocktails' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['universe.cocktails']!);
    await page.goto(routeTo(locale, 'categories'));
    await page.getByRole('link', { name: drinks, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drinks);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drinks);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test(`a cocktail opened from search or an ingredient page asks too; a no holds for the visit, a new visit asks again (${locale})`, async ({
    page,
    browser,
  }) => {
    await page.goto(routeTo(locale, 'search'));
    await page.getByRole('combobox', { name: messages['search.query'] }).fill('Mojito');
    await page.getByRole('button', { name: messages['search.submit'], exact: true }).click();
    await page.getByRole('link', { name: 'Mojito' }).click();
    await expect(page).toHaveURL(new RegExp(`${routeTo(locale, 'recipe', { slug: 'mojito' })}$`));
    const gate = gateOf(page);
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: messages['ageGate.no'] }).click();
    await expect(gate.getByText(messages['ageGate.refused']!)).toBeVisible();
    await expect(gate.getByRole('link', { name: messages['ageGate.kidsLink'] })).toBeFocused();

    // An ingredient page is alcohol-free; the cocktail it lists asks again, already answered no.
    const mint: string = content('ingredients.json').mint[language];
    await page.goto(routeTo(locale, 'ingredients'));
    await page.getByRole('link', { name: mint, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Mojito' }).click();
    await expect(gate.getByText(messages['ageGate.refused']!)).toBeVisible();
    await expect(gate.getByRole('button', { name: yes })).toHaveCount(0);
    await gate.getByRole('link', { name: messages['ageGate.kidsLink'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['universe.kids']!);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new visit: the drinks category and the cocktails universe ask again.
    const visit = await browser.newContext();
    const again = await visit.newPage();
    await again.goto(routeTo(locale, 'categories'));
    await again.getByRole('link', { name: drinks, exact: true }).click();
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(drinks);
    await expect(gateOf(again).getByRole('button', { name: yes })).toBeFocused();
    await again.goto(routeTo(locale, 'universe', { vertical: 'cocktails' }));
    await expect(gateOf(again).getByRole('button', { name: yes })).toBeFocused();
    await visit.close();
  });
}

test('a cocktail published after the build, opened through the fallback route, asks the age too', async ({
  page,
  request,
}) => {
  const de = messagesOf('de');
  const token = await staffToken(request);
  const slug = `zitronen-spritz-${Date.now()}`;
  const published = await request.post('/v1/buckets/de/collections/recipes/records', {
    headers: { authorization: `Bearer+Email ${token}` },
    data: {
      data: {
        url_slug: slug,
        vertical: 'cocktails',
        category: 'drink',
        origin: 'italy',
        numberOfPeople: 1,
        difficulty: 'quick',
        preparation_time: 5,
        cooking_time: 0,
        title: 'Zitronen-Spritz',
        ingredients: [{ ingredient: 'lime', name: 'Limette', quantity: 1, unit: '' }],
        steps: [{ description: 'Alles mit Eis im Glas verrühren.', ingredients: ['lime'] }],
      },
    },
  });
  expect(published.status()).toBe(201);
  await page.goto(routeTo('de', 'recipe', { slug }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zitronen-Spritz');
  await expect(page.getByRole('dialog', { name: withAge(de['ageGate.title']!) })).toBeVisible();
});

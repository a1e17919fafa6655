import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SeedRecipe } from '../../server/seed/content-recipes';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, linkFor, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { staffToken } from '../staff';

const recipeOf = (id: string): SeedRecipe =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/recipes/${id}.json`), 'utf8'));

for (const [locale, lang] of [
  ['de', 'de-DE'],
  ['es-mx', 'es-MX'],
] as const) {
  test(`the e-mailed path links validate the address and choose a new password (${locale})`, async ({
    browser,
    request,
  }) => {
    const messages = messagesOf(locale);
    const email = await signUp(request, `path-links-${locale}`, { lang });
    const context = await browser.newContext();
    const page = await context.newPage();

    // /{locale}/accounts/validation/{auth_id}/{activation_key}/, answered by the validation fallback.
    const validation = await linkFor(request, email, 'validation');
    expect(validation).toMatch(new RegExp(`^${routeTo(locale, 'validation')}[\\w-]+/[\\w-]+/$`));
    const opened = await page.goto(validation);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    // Opened without the session that signed up: the address is confirmed and the password chosen
    // before it voided (it might be a squatter's), so the page asks for one.
    await expect(page.getByText(messages['auth.validation.choosePassword']!)).toBeVisible();
    // The key leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).pathname).toBe(routeTo(locale, 'validation'));

    expect(
      (await request.post('/v1/email/send-reset', { data: { email }, headers: { 'accept-language': lang } })).ok(),
    ).toBe(true);
    const reset = await linkFor(request, email, 'reset');
    expect(reset).toMatch(new RegExp(`^${routeTo(locale, 'resetPassword')}[\\w-]+/$`));
    await page.goto(reset);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['auth.reset.title']!);
    await expect.poll(() => new URL(page.url()).pathname).toBe(routeTo(locale, 'resetPassword'));
    const password = 'Zanahoria!2029';
    await page.getByLabel(messages['auth.password']!, { exact: true }).fill(password);
    await page.getByLabel(messages['auth.passwordConfirm']!).fill(password);
    await page.getByRole('button', { name: messages['auth.reset.submit'] }).click();
    await expect(page.getByText(messages['auth.reset.done']!)).toBeVisible();
    await context.close();

    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await logIn(again, locale, email, PASSWORD);
    await expect(again.getByRole('alert')).toHaveText(messages['errors.incorrectLogin']!);
    await logIn(again, locale, email, password);
    await expect(again).toHaveURL(new RegExp(`${routeTo(locale, 'home')}$`));
    await fresh.close();
  });
}

test('a category added after the build opens through the fallback, empty, then with its recipe by universe (fr, en-gb)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Staff log in with their authenticator code once: a code works once.
  const token = await staffToken(request);
  const headers = { authorization: `Bearer+Email ${token}` };
  const stamp = Date.now().toString(36);
  const names = {
    en: `Street food ${stamp}`,
    fr: `Cuisine de rue ${stamp}`,
    de: `Straßenküche ${stamp}`,
    it: `Cibo di strada ${stamp}`,
    es: `Comida callejera ${stamp}`,
    pt: `Comida de rua ${stamp}`,
  };
  const created = await request.post('/v1/recipe-categories', {
    headers,
    data: { data: { id: `street-food-${stamp}`, names } },
  });
  expect(created.status()).toBe(201);
  const { slugs } = ((await created.json()) as { data: { slugs: Record<string, string> } }).data;

  for (const [locale, language, title] of [
    ['fr', 'fr', 'Tacos du marché'],
    ['en-gb', 'en', 'Market tacos'],
  ] as const) {
    const messages = messagesOf(locale);
    const categoryPath = routeTo(locale, 'category', { slug: slugs[language]! });
    const opened = await page.goto(categoryPath);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[language]);
    await expect(page.getByText(messages['errors.comingSoon']!)).toBeVisible();

    const published = await request.post(`/v1/buckets/${locale}/collections/recipes/records`, {
      headers,
      data: {
        data: {
          url_slug: `tacos-${stamp}`,
          vertical: 'daily',
          category: `street-food-${stamp}`,
          origin: 'mexico',
          numberOfPeople: 4,
          difficulty: 'easy',
          preparation_time: 20,
          title,
          ingredients: [{ ingredient: 'tomato', name: 'tomates', quantity: 2, unit: null }],
          steps: [{ description: 'Garnis les tortillas.', ingredients: ['tomato'] }],
        },
      },
    });
    expect(published.status(), await published.text()).toBe(201);
    // Each process reuses an anonymous catalogue answer for a second (CATALOGUE_CACHE_MS).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The category within one universe (SPEC "category vertical"), from the category's own links.
    const daily = messages['universe.daily'];
    await page
      .getByRole('navigation', { name: messages['category.byUniverse'] })
      .getByRole('link', { name: daily })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${routeTo(locale, 'categoryVertical', { slug: slugs[language]!, vertical: 'daily' })}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names[language]} · ${daily}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(routeTo(locale, 'categoryVertical', { slug: slugs[language]!, vertical: 'original' }));
    await expect(page.getByText(messages['errors.comingSoon']!)).toBeVisible();

    // A category that does not exist is the locale's 404 page.
    await page.goto(routeTo(locale, 'category', { slug: `nothing-${stamp}` }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['notFound.title']!);
  }
});

for (const locale of ['de', 'it'] as Locale[]) {
  test(`filter and category-by-universe pages have their own canonical URLs in the sitemap (${locale})`, async ({
    page,
    request,
  }) => {
    const messages = messagesOf(locale);
    await page.goto(routeTo(locale, 'categories'));
    const byDifficulty = page.getByRole('region', { name: messages['category.byDifficulty'] });
    await byDifficulty.getByRole('link', { name: messages['recipe.difficulty.challenging'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['filter.difficulty.challenging']!);
    // No seed recipe is challenging: the page says new ones are coming.
    await expect(page.getByText(messages['errors.comingSoon']!)).toBeVisible();
    const filterUrl = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${filterUrl}$`));

    await page.goto(routeTo(locale, 'categories'));
    await page
      .getByRole('region', { name: messages['category.byTime'] })
      .getByRole('link', { name: messages['search.timeUnder']!.replace('{minutes}', '15') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages['filter.timeUnder']!.replace('{minutes}', '15'),
    );
    const timeUrl = new URL(page.url()).pathname;

    const skewers = recipeOf('fruit-skewers-chocolate-dip')[locale === 'de' ? 'de' : 'it'];
    const kidsDesserts = routeTo(locale, 'categoryVertical', { slug: slugOfDesserts(locale), vertical: 'kids' });
    await page.goto(kidsDesserts);
    await expect(page.getByRole('link', { name: skewers!.title })).toBeVisible();

    const sitemap = await (await request.get(`/sitemap-${locale}.xml`)).text();
    for (const url of [filterUrl, timeUrl, kidsDesserts]) expect(sitemap).toContain(`${url}</loc>`);
  });
}

/** The desserts category's page word, as the seed names it in German and Italian. */
function slugOfDesserts(locale: Locale): string {
  return locale === 'de' ? 'desserts' : 'dolci';
}

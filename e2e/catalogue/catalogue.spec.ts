import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SeedRecipe } from '../../server/seed/content-recipes';
import { routeTo } from '../../src/core/locales/routes';
import { messagesOf } from '../messages';
import { staffToken } from '../staff';

const recipeOf = (id: string): SeedRecipe =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/recipes/${id}.json`), 'utf8'));
const plural = (form: unknown, count: number) =>
  (form as { one: string; other: string })[count === 1 ? 'one' : 'other'].replace('{count}', String(count));

for (const [locale, language] of [
  ['fr', 'fr'],
  ['de', 'de'],
] as const) {
  test(`browse a universe from the home page, open a recipe and scale it (${locale})`, async ({ page }) => {
    const messages = messagesOf(locale);
    await page.goto(routeTo(locale, 'home'));
    await page
      .getByRole('navigation', { name: messages['header.universes'] })
      .getByRole('link', { name: messages['universe.daily'] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${routeTo(locale, 'universe', { vertical: 'daily' })}$`));
    const curry = recipeOf('coconut-chicken-curry');
    const t = curry[language];
    await page.getByRole('link', { name: t.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    const servings = page.getByRole('group', { name: messages['recipe.servingsLabel'] });
    await expect(servings.locator('output')).toHaveText(plural(messages['recipe.servings'], curry.en.numberOfPeople));
    const first = t.ingredients.find((i) => i.quantity && i.quantity >= 10)!;
    const row = page.getByRole('listitem').filter({ hasText: first.name }).first();
    await expect(row).toContainText(String(first.quantity));
    await servings.getByRole('button', { name: messages['recipe.moreServings'] }).click();
    await expect(servings.locator('output')).toHaveText(
      plural(messages['recipe.servings'], curry.en.numberOfPeople + 1),
    );
    await expect(row).toContainText(
      String(Math.round((first.quantity! * (curry.en.numberOfPeople + 1)) / curry.en.numberOfPeople)),
    );
  });
}

test('an ingredient without recipes says so; categories list their recipes', async ({ page }) => {
  const messages = messagesOf('en-us');
  await page.goto(routeTo('en-us', 'ingredient', { slug: 'tofu' }));
  await expect(page.getByText(messages['errors.noIngredientRecipe']!)).toBeVisible();
  await page.goto(routeTo('en-us', 'category', { slug: 'desserts' }));
  await expect(page.getByRole('link', { name: recipeOf('chocolate-lava-cake').en.title })).toBeVisible();
});

test('the locale switcher on a recipe goes to the same recipe in German', async ({ page }) => {
  const curry = recipeOf('coconut-chicken-curry');
  await page.goto(routeTo('en-gb', 'recipe', { slug: curry.en.url_slug }));
  await page
    .getByRole('navigation', { name: messagesOf('en-gb')['footer.language'] })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(curry.de.title);
});

test('search with a text and two filters, kept in the URL (en-us)', async ({ page }) => {
  const en = messagesOf('en-us');
  const curry = recipeOf('coconut-chicken-curry');
  await page.goto(routeTo('en-us', 'search'));
  await page.getByRole('combobox', { name: en['search.query'] }).fill('curry');
  await page.getByLabel(en['search.universe']!, { exact: true }).selectOption(curry.en.vertical);
  await page.getByLabel(en['search.difficulty']!, { exact: true }).selectOption(curry.en.difficulty);
  await page.getByRole('button', { name: en['search.submit'], exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`\\?q=curry&universe=${curry.en.vertical}&difficulty=${curry.en.difficulty}$`),
  );
  await expect(page.getByRole('link', { name: curry.en.title })).toBeVisible();

  await page.getByRole('combobox', { name: en['search.query'] }).fill('zzzunknowndish');
  await page.getByRole('button', { name: en['search.submit'], exact: true }).click();
  await expect(page.getByText(en['errors.noResult']!)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: curry.en.title })).toBeVisible();
});

test('an unknown recipe says so, with a way back to search', async ({ page }) => {
  const es = messagesOf('es-mx');
  const response = await page.goto('/es-mx/recetas/no-existe-esta-receta/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['errors.recipeNotFound']!);
  await page.getByRole('link', { name: es['errors.backToSearch'] }).click();
  await expect(page).toHaveURL(/\/es-mx\/buscar\/$/);
});

test('/recipe/{id} resolves to the recipe page', async ({ page }) => {
  const soup = recipeOf('leek-potato-soup');
  await page.goto(routeTo('it', 'recipeById', { id: soup.en.id }));
  await expect(page).toHaveURL(new RegExp(`/it/ricette/${soup.it.url_slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(soup.it.title);
});

test('a premium recipe shows its summary and how to unlock it, never its steps', async ({ page, request }) => {
  const en = messagesOf('en-us');
  const lasagna = recipeOf('lasagna-bolognese');
  const url = routeTo('en-us', 'recipe', { slug: lasagna.en.url_slug });
  const html = await (await request.get(url)).text();
  expect(html).not.toContain(lasagna.en.steps[0]!.description);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: en['recipe.locked.premiumTitle'] })).toBeVisible();
  await expect(page.getByRole('link', { name: en['recipe.locked.subscribe'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: en['recipe.ingredients'] })).toHaveCount(0);
});

test('recipe pages carry schema.org Recipe data, canonical and hreflang links; sitemaps list them', async ({
  page,
  request,
}) => {
  const curry = recipeOf('coconut-chicken-curry');
  const url = routeTo('pt-br', 'recipe', { slug: curry.pt.url_slug });
  await page.goto(url);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Recipe', name: curry.pt.title });
  expect(ld.recipeIngredient).toHaveLength(curry.pt.ingredients.length);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/recettes/${curry.fr.url_slug}/$`),
  );
  const sitemap = await (await request.get('/sitemap-pt-br.xml')).text();
  expect(sitemap).toContain(url);
  expect(await (await request.get('/robots.txt')).text()).toContain('sitemap-index.xml');
});

test('a recipe published after the build opens through the fallback route', async ({ page, request }) => {
  // Staff, granted the role by the roles command, log in with their authenticator code and publish in French.
  const token = await staffToken(request);
  const slug = `gratin-du-jour-${Date.now()}`;
  const published = await request.post('/v1/buckets/fr/collections/recipes/records', {
    headers: { authorization: `Bearer+Email ${token}` },
    data: {
      data: {
        url_slug: slug,
        vertical: 'daily',
        category: 'main-course',
        origin: 'france',
        numberOfPeople: 4,
        difficulty: 'easy',
        preparation_time: 20,
        cooking_time: 40,
        title: 'Gratin du jour',
        video: '/videos/gratin-du-jour.mp4',
        ingredients: [{ ingredient: 'potato', name: 'pommes de terre', quantity: 800, unit: 'g' }],
        steps: [{ description: 'Coupe les pommes de terre en rondelles.', ingredients: ['potato'] }],
      },
    },
  });
  expect(published.status()).toBe(201);

  await page.goto(`/fr/recettes/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gratin du jour');
  await expect(page.getByText('Coupe les pommes de terre en rondelles.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fr/recettes/${slug}/$`));

  // Its video is not there: playing it says so instead of a silent black box.
  await page
    .getByLabel(messagesOf('fr')['recipe.video']!)
    .evaluate((video: HTMLVideoElement) => video.play().catch(() => undefined));
  await expect(page.getByRole('alert')).toHaveText(messagesOf('fr')['errors.videoPlayback']!);
});

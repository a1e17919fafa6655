import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { bookCopyCode, recipeCopyCode } from '../book-copies';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const BOOK_TITLE = 'Miamo Kids: little chefs, big flavours';

/** The member's unlocked books as the API lists them (SPEC section 7), read with the page's session. */
async function unlockedBooks(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('miamo.token'));
  const res = await request.get('/v1/buckets/default/collections/unlocked-recipes/records', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: string; recipes: string[] }[] }).data;
}

/** The recipe page, unlocked: its steps and no locked panel. */
async function expectUnlockedRecipe(page: Page, locale: Locale, slug: string, title: string) {
  const t = messagesOf(locale);
  await expect(page).toHaveURL(new RegExp(`${routeTo(locale, 'recipe', { slug })}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: t['recipe.steps'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: t['recipe.locked.bookTitle'] })).toHaveCount(0);
}

test('a visitor on a recipe code is asked to log in and lands on the unlocked recipe (en-us)', async ({
  browser,
  request,
}) => {
  const en = messagesOf('en-us');
  // Printed beside Mini Pizza Faces in one copy of the seeded kids book.
  const code = recipeCopyCode('mini-pizza-faces', 1);
  const email = await signUp(request, 'reader');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(routeTo('en-us', 'book', { uuid: code }));
  // The recipe itself, still locked, with the members-only prompt above it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mini Pizza Faces');
  await expect(page.getByRole('heading', { name: en['recipe.locked.bookTitle'] })).toBeVisible();
  const prompt = page.getByRole('region', { name: en['book.recipeSignInTitle'] });
  await expect(prompt).toContainText(en['book.recipeSignIn']!);
  await page.waitForLoadState('networkidle');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await prompt.getByRole('link', { name: en['auth.login.title'] }).click();
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();

  // Back on the code, logged in: the visit records the unlock and opens the recipe's own page.
  await expectUnlockedRecipe(page, 'en-us', 'mini-pizza-faces', 'Mini Pizza Faces');
  expect(await unlockedBooks(page, request)).toEqual([
    expect.objectContaining({ id: 'miamo-kids-cookbook', recipes: expect.arrayContaining(['mini-pizza-faces']) }),
  ]);
  await context.close();
});

test('a visitor on a recipe code signs up and lands on the unlocked recipe (fr)', async ({ browser }) => {
  const fr = messagesOf('fr');
  const code = recipeCopyCode('chocolate-chip-cookies', 2);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(routeTo('fr', 'book', { uuid: code }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookies aux pépites de chocolat');
  const prompt = page.getByRole('region', { name: fr['book.recipeSignInTitle'] });
  await prompt.getByRole('link', { name: fr['auth.login.signupLink'] }).click();
  // Credentials only: the names are optional (SPEC section 7).
  await page.getByLabel(fr['auth.email']!, { exact: true }).fill(`livre-${Date.now()}@example.com`);
  await page.getByLabel(fr['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fr['auth.passwordConfirm']!).fill(PASSWORD);
  await page.getByRole('button', { name: fr['auth.signup.submit'] }).click();
  await expect(page.getByText(fr['auth.signup.done']!)).toBeVisible();
  await page.getByRole('link', { name: fr['auth.continue'] }).click();
  await expectUnlockedRecipe(page, 'fr', 'cookies-aux-pepites-de-chocolat', 'Cookies aux pépites de chocolat');
  await context.close();
});

test("a book code opens the book's recipe list, unlocked once logged in; a recipe code opens its recipe (de)", async ({
  browser,
  request,
}) => {
  const de = messagesOf('de');
  const email = await signUp(request, 'buch', { lang: 'de-DE' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const cover = routeTo('de', 'book', { uuid: bookCopyCode(3) });
  // A visitor sees the book and its recipes, and is asked to log in to unlock them.
  await page.goto(cover);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK_TITLE);
  await expect(page.getByRole('heading', { level: 2, name: de['book.signInTitle'] })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mini-Pizza-Gesichter' })).toBeVisible();

  await logIn(page, 'de', email, PASSWORD, cover);
  await expect(page).toHaveURL(new RegExp(`${cover}$`));
  await expect(page.getByRole('status')).toHaveText(de['book.unlocked']!);
  expect((await unlockedBooks(page, request)).map((book) => book.id)).toEqual(['miamo-kids-cookbook']);
  await page.getByRole('link', { name: 'Mini-Pizza-Gesichter' }).click();
  await expectUnlockedRecipe(page, 'de', 'mini-pizza-gesichter', 'Mini-Pizza-Gesichter');

  // Logged in, another code of the copy goes straight to its recipe.
  await page.goto(routeTo('de', 'book', { uuid: recipeCopyCode('chocolate-chip-cookies', 3) }));
  await expectUnlockedRecipe(page, 'de', 'schoko-cookies', 'Schoko-Cookies');
  await context.close();
});

test('a plain QR short code leads to its target; an unknown code says so', async ({ page }) => {
  const en = messagesOf('en-us');
  await page.goto(routeTo('en-us', 'book', { uuid: 'KIDS' }));
  await expect(page).toHaveURL(/\/en-us\/recipes\/kids\/$/);
  // The code on the book's cover is public: it leads to a public page, never to an unlock code.
  await page.goto(routeTo('en-us', 'book', { uuid: 'BOOK' }));
  await expect(page).toHaveURL(new RegExp(`${routeTo('en-us', 'kids')}$`));
  await page.goto(routeTo('en-us', 'book', { uuid: 'NOPE42' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['book.unknownTitle']!);
  await page.goto(routeTo('en-us', 'book', { uuid: '00000000-0000-4000-8000-000000000000' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['book.unknownTitle']!);
});

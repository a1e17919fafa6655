import { expect, test } from '@playwright/test';
import { routeTo } from '../src/core/locales/routes';
import { bookCopyCode } from './book-copies';
import { PASSWORD, signUp } from './members';
import { messagesOf } from './messages';

const en = messagesOf('en-us');

test('scan a book QR code anonymously, log in, land on the unlocked recipes and open one', async ({ browser, request }) => {
  // The kids book of the seed catalogue: the code printed in one copy of it.
  const BOOK_QR = bookCopyCode(1);
  const email = await signUp(request, 'reader');
  const context = await browser.newContext();
  const page = await context.newPage();
  const recipe = '/en-us/recipes/mini-pizza-faces/';
  // Before the scan, the book recipe is locked for this member too.
  await page.goto(routeTo('en-us', 'book', { uuid: BOOK_QR }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['book.signInTitle']);
  await page.getByRole('link', { name: en['auth.login.title'] }).last().click();
  await page.getByLabel(en['auth.email'], { exact: true }).fill(email);
  await page.getByLabel(en['auth.password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/en-us/book/${BOOK_QR}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miamo Kids: little chefs, big flavours');
  await expect(page.getByRole('status')).toHaveText(en['book.unlocked']);
  await page.getByRole('link', { name: 'Mini Pizza Faces' }).click();
  await expect(page).toHaveURL(new RegExp(`${recipe}$`));
  // The static page says locked; the member's copy comes from the API, unlocked in place.
  await expect(page.getByRole('heading', { name: en['recipe.steps'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: en['recipe.locked.bookTitle'] })).toHaveCount(0);
  const unlocked = (await (await request.get('/v1/buckets/default/collections/unlocked-recipes/records', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('miamo.token'))}` } })).json()) as { data: { id: string }[] };
  expect(unlocked.data.map((r) => r.id)).toContain('mini-pizza-faces');
  await context.close();
});

test('a plain QR short code leads to its target; an unknown code says so', async ({ page }) => {
  await page.goto(routeTo('en-us', 'book', { uuid: 'KIDS' }));
  await expect(page).toHaveURL(/\/en-us\/recipes\/kids\/$/);
  // The code on the book's cover is public: it leads to a public page, never to an unlock code.
  await page.goto(routeTo('en-us', 'book', { uuid: 'BOOK' }));
  await expect(page).toHaveURL(new RegExp(`${routeTo('en-us', 'kids')}$`));
  await page.goto(routeTo('en-us', 'book', { uuid: 'NOPE42' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['book.unknownTitle']);
});

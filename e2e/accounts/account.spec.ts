import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, linkFor, logIn, signUp } from '../members';
import { messagesOf, unconfirmedNotice } from '../messages';

test('register, confirm the address from the e-mail, log in', async ({ browser, request }) => {
  const en = messagesOf('en-us');
  const email = `cook-${Date.now()}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(routeTo('en-us', 'signup'));
  await page.getByLabel(en['auth.firstName']!).fill('Ana');
  await page.getByLabel(en['auth.lastName']!).fill('Lopez');
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en['auth.passwordConfirm']!).fill(PASSWORD);
  await page.getByLabel(en['auth.newsletter']!).check();
  await page.getByRole('button', { name: en['auth.signup.submit'] }).click();
  await expect(page.getByText(en['auth.signup.done']!)).toBeVisible();
  await expect(page.getByRole('link', { name: en['header.profile'] })).toBeVisible();

  await page.goto(await linkFor(request, email, 'validation'));
  await expect(page.getByText(en['auth.validation.success']!)).toBeVisible();
  await context.close();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await logIn(again, 'en-us', email, 'Wrong!2026');
  await expect(again.getByRole('alert')).toHaveText(en['errors.incorrectLogin']!);
  await logIn(again, 'en-us', email, PASSWORD);
  await expect(again).toHaveURL(/\/en-us\/$/);
  await expect(again.getByRole('link', { name: en['header.profile'] })).toBeVisible();
  await fresh.close();
});

test('forgotten password, new password from the e-mailed link, log in with it (fr)', async ({ browser, request }) => {
  const fr = messagesOf('fr');
  const email = `oubli-${Date.now()}@example.com`;
  // Signed up from a French page: the account's mails come in French, with French links.
  await request.post('/v1/email/signup', {
    data: { email, password: PASSWORD, first_name: 'Léa', last_name: 'Martin' },
    headers: { 'accept-language': 'fr-FR' },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(routeTo('fr', 'forgottenPassword'));
  await page.getByLabel(fr['auth.email']!, { exact: true }).fill(email);
  await page.getByRole('button', { name: fr['auth.forgotten.submit'] }).click();
  await expect(page.getByText(fr['errors.resetNeutral']!)).toBeVisible();

  await page.goto(await linkFor(request, email, 'reset'));
  await page.getByLabel(fr['auth.password']!, { exact: true }).fill('Poireau!2027');
  await page.getByLabel(fr['auth.passwordConfirm']!).fill('Poireau!2027');
  await page.getByRole('button', { name: fr['auth.reset.submit'] }).click();
  await expect(page.getByText(fr['auth.reset.done']!)).toBeVisible();
  await context.close();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await logIn(again, 'fr', email, 'Poireau!2027');
  await expect(again).toHaveURL(/\/fr\/$/);
  await fresh.close();
});

test('the forms name what is wrong, in the visitor language, and focus it', async ({ page }) => {
  const de = messagesOf('de');
  await page.goto(routeTo('de', 'signup'));
  await page.getByRole('button', { name: de['auth.signup.submit'] }).click();
  await expect(page.getByLabel(de['auth.email']!, { exact: true })).toBeFocused();
  await expect(page.getByText(de['errors.required']!).first()).toBeVisible();
  await page.getByLabel(de['auth.email']!, { exact: true }).fill('keine-adresse');
  await page.getByLabel(de['auth.password']!, { exact: true }).fill('kurz');
  await page.getByLabel(de['auth.passwordConfirm']!).fill('anders');
  await page.getByRole('button', { name: de['auth.signup.submit'] }).click();
  await expect(page.getByText(de['errors.email']!)).toBeVisible();
  await expect(page.getByText(de['errors.passwordsMatch']!)).toBeVisible();
});

test('a broken validation link says so', async ({ page }) => {
  const it = messagesOf('it');
  await page.goto(`${routeTo('it', 'validation')}?auth_id=00000000-0000-4000-8000-000000000000&activation_key=nope`);
  await expect(page.getByRole('alert')).toHaveText(it['errors.emailValidation']!);
});

test('favourite a recipe, find it after a reload and on the profile, log out leaving nothing behind', async ({
  browser,
  request,
}) => {
  const en = messagesOf('en-us');
  const email = await signUp(request, 'fan');
  const context = await browser.newContext();
  const page = await context.newPage();
  const recipe = '/en-us/recipes/shakshuka/';

  // Anonymous: the heart asks to log in or sign up; back on the recipe, it is saved.
  await page.goto(recipe);
  await page.getByRole('button', { name: en['favourite.label'] }).click();
  const prompt = page.getByRole('dialog', { name: en['membersOnly.title'] });
  await expect(prompt).toContainText(en['membersOnly.favourite']!);
  await prompt.getByRole('link', { name: en['auth.login.title'] }).click();
  await expect(page).toHaveURL(/\/en-us\/login\/\?next=/);
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${recipe}$`));

  const heart = page.getByRole('button', { name: en['favourite.label'] });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart shows the press at once; the reload must come after the server has the save.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /saved-recipes/.test(response.url()),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: en['favourite.label'] })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: en['header.profile'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Cook');
  await page.getByRole('tab', { name: new RegExp(`^${en['profile.favourites']}`) }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Shakshuka' })).toBeVisible();
  // The recipe page recorded the view: it heads the history.
  await expect(
    page.getByRole('region', { name: en['profile.history'] }).getByRole('link', { name: 'Shakshuka' }),
  ).toBeVisible();
  await expect(page.getByText(unconfirmedNotice('en-us').notice)).toBeVisible();

  await page.getByRole('button', { name: en['profile.logout'] }).click();
  await expect(page).toHaveURL(/\/en-us\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: en['header.login'] })).toBeVisible();
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored['miamo.token']).toBeUndefined();
  expect(stored['miamo.profile']).toBeUndefined();
  expect(stored['persist:root'] ?? '').not.toContain(email);
  await context.close();
});

test('edit the profile: a valid picture, an oversized one, and the fields', async ({ browser, request }) => {
  const en = messagesOf('en-gb');
  // A profile picture shows to others: the address is confirmed first (issue 38).
  const email = await signUp(request, 'pic', { lang: 'en-GB', validated: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'en-gb', email, PASSWORD, routeTo('en-gb', 'settings'));
  await expect(page.getByRole('heading', { name: en['settings.title'] })).toBeVisible();

  const picture = page.getByLabel(en['settings.picture']!);
  await picture.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert')).toHaveText(en['settings.pictureRules']!);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1b7a3c' } })
    .png()
    .toBuffer();
  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(en['settings.pictureSaved']!)).toBeVisible();

  const username = `jo_${Date.now()}`;
  await page.getByLabel(en['settings.username']!).fill(username);
  await page.getByRole('button', { name: en['settings.save'] }).click();
  await expect(page.getByText(en['settings.saved']!)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en['settings.username']!)).toHaveValue(username);
  await context.close();
});

test("a card's heart tapped before the store has loaded asks to log in, then is saved on the home page", async ({
  browser,
  request,
}) => {
  const en = messagesOf('en-us');
  const email = await signUp(request, 'card-fan');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/en-us/');
  // The home page's first load has no store: the tap loads the heart, which then asks.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /to my favorites$/ }) })
    .first();
  // Other journeys publish recipes of the same titles meanwhile: the card is known by its link.
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  const heart = card.getByRole('button', { name: /to my favorites$/ });
  const label = await heart.getAttribute('aria-label');
  const savedHeart = () =>
    page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${href}"]`) })
      .first()
      .getByRole('button', { name: label! });
  await heart.click();
  const prompt = page.getByRole('dialog', { name: en['membersOnly.title'] });
  await expect(prompt).toContainText(en['membersOnly.favourite']!);
  await prompt.getByRole('link', { name: en['auth.login.title'] }).click();
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/$/);
  await expect(savedHeart()).toHaveAttribute('aria-pressed', 'true');
  // A member's home page loads the store after hydration: the header knows them, the heart stays saved.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: en['header.profile'] })).toBeVisible();
  await expect(savedHeart()).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

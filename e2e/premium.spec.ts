import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeTo } from '../src/core/locales/routes';
import { PASSWORD, logIn, signUp } from './members';
import { messagesOf } from './messages';

const en = messagesOf('en-us');
const PREMIUM_RECIPE = '/en-us/recipes/beef-bourguignon/';

test('subscribe monthly with the test card, open a premium recipe, switch to yearly, cancel with a wrong then the right e-mail', async ({ browser, request }) => {
  const email = await signUp(request, 'premium');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.locked.premiumTitle'] })).toBeVisible();

  await logIn(page, 'en-us', email, PASSWORD, routeTo('en-us', 'accountPremium'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['premium.title']);
  await expect(page.getByRole('radio', { name: new RegExp(en['premium.monthly']) })).toBeChecked();
  await expect(page.getByText('$4.99 a month')).toBeVisible();
  await page.getByLabel(en['premium.cardNumber']).fill('4242 4242 4242 4242');
  await page.getByLabel(en['premium.expiry']).fill('12/30');
  await page.getByLabel(en['premium.cvc']).fill('123');
  await page.getByRole('button', { name: en['premium.subscribeMonthly'] }).click();
  await expect(page.getByRole('status')).toHaveText(en['premium.welcome']);

  // The premium recipe unlocks in place.
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.steps'] })).toBeVisible();

  await page.goto(routeTo('en-us', 'profilePremium'));
  await expect(page.getByRole('definition').first()).toHaveText(en['premium.monthly']);
  await page.getByRole('button', { name: en['premium.switchYearly'] }).click();
  await expect(page.getByRole('definition').first()).toHaveText(en['premium.yearly']);
  await expect(page.getByText(en['premium.cardEnding'].replace('{brand}', 'VISA').replace('{last4}', '4242'))).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.getByLabel(en['settings.deleteConfirm']).fill('someone-else@example.com');
  await page.getByRole('button', { name: en['premium.cancelSubmit'] }).click();
  await expect(page.getByText(en['errors.emailMismatch'])).toBeVisible();
  await page.getByLabel(en['settings.deleteConfirm']).fill(email);
  await page.getByRole('button', { name: en['premium.cancelSubmit'] }).click();
  await expect(page.getByRole('status')).toContainText(en['premium.cancelled'].split('{date}')[0]);
  // Cancelled at the period's end: the recipe stays open.
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.steps'] })).toBeVisible();
  await context.close();
});

test('a declined card shows its error and leaves no subscription', async ({ browser, request }) => {
  const email = await signUp(request, 'declined');
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'en-us', email, PASSWORD, routeTo('en-us', 'accountPremium'));
  await page.getByRole('radio', { name: new RegExp(en['premium.yearly']) }).check();
  await page.getByLabel(en['premium.cardNumber']).fill('4000 0000 0000 0002');
  await page.getByLabel(en['premium.expiry']).fill('12/30');
  await page.getByLabel(en['premium.cvc']).fill('123');
  await page.getByRole('button', { name: en['premium.subscribeYearly'] }).click();
  await expect(page.getByText(en['premium.declined'])).toBeVisible();
  await expect(page.getByLabel(en['premium.cardNumber'])).toBeFocused();
  const token = await page.evaluate(() => localStorage.getItem('miamo.token'));
  const list = (await (await request.get('/v1/subscriptions', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] };
  expect(list.data).toEqual([]);
  await context.close();
});

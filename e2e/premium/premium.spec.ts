import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { type Locale, htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { plansFor } from '../../src/core/premium/plans';
import { formatPrice } from '../../src/core/premium/subscription';
import { PASSWORD, linkFor, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const en = messagesOf('en-us');
// Every journey here pays from the one browser address, and the subscribe route takes 5 card
// attempts an hour per client (issue 38, card testing): these journeys make exactly 5.
const PREMIUM_RECIPE = '/en-us/recipes/beef-bourguignon/';

test('subscribe monthly with the test card, open a premium recipe, switch to yearly, cancel with a wrong then the right e-mail', async ({
  browser,
  request,
}) => {
  const email = await signUp(request, 'premium', { validated: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.locked.premiumTitle'] })).toBeVisible();

  await logIn(page, 'en-us', email, PASSWORD, routeTo('en-us', 'accountPremium'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['premium.title']!);
  await expect(page.getByRole('radio', { name: new RegExp(en['premium.monthly']!) })).toBeChecked();
  await expect(page.getByText('$4.99 a month')).toBeVisible();
  await page.getByLabel(en['premium.cardNumber']!).fill('4242 4242 4242 4242');
  await page.getByLabel(en['premium.expiry']!).fill('12/30');
  await page.getByLabel(en['premium.cvc']!).fill('123');
  await page.getByRole('button', { name: en['premium.subscribeMonthly'] }).click();
  await expect(page.getByRole('status')).toHaveText(en['premium.welcome']!);

  // The premium recipe unlocks in place.
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.steps'] })).toBeVisible();

  await page.goto(routeTo('en-us', 'profilePremium'));
  await expect(page.getByRole('definition').first()).toHaveText(en['premium.monthly']!);
  await page.getByRole('button', { name: en['premium.switchYearly'] }).click();
  await expect(page.getByRole('definition').first()).toHaveText(en['premium.yearly']!);
  await expect(
    page.getByText(en['premium.cardEnding']!.replace('{brand}', 'VISA').replace('{last4}', '4242')),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.getByLabel(en['settings.deleteConfirm']!).fill('someone-else@example.com');
  await page.getByRole('button', { name: en['premium.cancelSubmit'] }).click();
  await expect(page.getByText(en['errors.emailMismatch']!)).toBeVisible();
  await page.getByLabel(en['settings.deleteConfirm']!).fill(email);
  await page.getByRole('button', { name: en['premium.cancelSubmit'] }).click();
  await expect(page.getByRole('status')).toContainText(en['premium.cancelled']!.split('{date}')[0]!);
  // Cancelled at the period's end: the recipe stays open.
  await page.goto(PREMIUM_RECIPE);
  await expect(page.getByRole('heading', { name: en['recipe.steps'] })).toBeVisible();
  await context.close();
});

test('a declined card shows its error and leaves no subscription', async ({ browser, request }) => {
  const email = await signUp(request, 'declined', { validated: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'en-us', email, PASSWORD, routeTo('en-us', 'accountPremium'));
  await page.getByRole('radio', { name: new RegExp(en['premium.yearly']!) }).check();
  await page.getByLabel(en['premium.cardNumber']!).fill('4000 0000 0000 0002');
  await page.getByLabel(en['premium.expiry']!).fill('12/30');
  await page.getByLabel(en['premium.cvc']!).fill('123');
  await page.getByRole('button', { name: en['premium.subscribeYearly'] }).click();
  await expect(page.getByText(en['premium.declined']!)).toBeVisible();
  await expect(page.getByLabel(en['premium.cardNumber']!)).toBeFocused();
  const token = await page.evaluate(() => localStorage.getItem('miamo.token'));
  const list = (await (
    await request.get('/v1/subscriptions', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: unknown[] };
  expect(list.data).toEqual([]);
  await context.close();
});

/** A plan's price as the premium page writes it, from the plans of the core and the locale's messages. */
function priceText(locale: Locale, type: 'monthly' | 'yearly'): string {
  const plan = plansFor(locale).find((candidate) => candidate.type === type)!;
  return messagesOf(locale)[type === 'yearly' ? 'premium.perYear' : 'premium.perMonth']!.replace(
    '{price}',
    formatPrice(plan.amount, plan.currency, htmlLangOf(locale)),
  );
}

/** A visitor sees the plans, picks yearly and is asked to log in or sign up. */
async function pickYearlyAsVisitor(page: Page, locale: Locale) {
  const messages = messagesOf(locale);
  await page.goto(routeTo(locale, 'accountPremium'));
  await expect(page.getByRole('group', { name: messages['premium.choosePlan'] })).toBeVisible();
  await expect(page.getByText(priceText(locale, 'monthly'))).toBeVisible();
  await expect(page.getByText(priceText(locale, 'yearly'))).toBeVisible();
  await expect(page.getByLabel(messages['premium.cardNumber']!)).toHaveCount(0);
  await page.getByRole('radio', { name: new RegExp(messages['premium.yearly']!) }).check();
  await page.getByRole('button', { name: messages['premium.continue'] }).click();
  const prompt = page.getByRole('dialog', { name: messages['membersOnly.title'] });
  await expect(prompt.getByText(messages['premium.loginFirst']!)).toBeVisible();
  return prompt;
}

/** Back on the payment step with yearly chosen: pay with the test card. */
async function payYearly(page: Page, locale: Locale) {
  const messages = messagesOf(locale);
  await expect(page).toHaveURL(new RegExp(`${routeTo(locale, 'accountPremium')}\\?plan=yearly$`));
  await expect(page.getByRole('radio', { name: new RegExp(messages['premium.yearly']!) })).toBeChecked();
  await page.getByLabel(messages['premium.cardNumber']!).fill('4242 4242 4242 4242');
  await page.getByLabel(messages['premium.expiry']!).fill('12/30');
  await page.getByLabel(messages['premium.cvc']!).fill('123');
  await page.getByRole('button', { name: messages['premium.subscribeYearly'] }).click();
  await expect(page.getByRole('status')).toHaveText(messages['premium.welcome']!);
}

test('a visitor sees the plans in euros, picks yearly, signs up, confirms the address and pays yearly (fr)', async ({
  page,
  request,
}) => {
  const fr = messagesOf('fr');
  const prompt = await pickYearlyAsVisitor(page, 'fr');
  await prompt.getByRole('link', { name: fr['auth.login.signupLink'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['auth.signup.title']!);
  // Names are optional (SPEC section 7): filled when the form offers them.
  for (const [label, value] of [
    [fr['auth.firstName'], 'Camille'],
    [fr['auth.lastName'], 'Martin'],
  ]) {
    if (await page.getByLabel(label!, { exact: true }).count())
      await page.getByLabel(label!, { exact: true }).fill(value!);
  }
  const email = `visitor-${Date.now()}@example.com`;
  await page.getByLabel(fr['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(fr['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fr['auth.passwordConfirm']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: fr['auth.signup.submit'] }).click();
  await expect(page.getByRole('status')).toHaveText(fr['auth.signup.done']!);
  await page.getByRole('link', { name: fr['auth.continue'] }).click();
  // Paying needs a confirmed address: the page says so where the card form would be.
  await expect(page.getByText(fr['premium.unconfirmed']!)).toBeVisible();
  await expect(page.getByLabel(fr['premium.cardNumber']!)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${routeTo('fr', 'accountPremium')}\\?plan=yearly$`));
  const back = page.url();
  await page.goto(await linkFor(request, email, 'validation'));
  await expect(page.getByText(fr['auth.validation.success']!)).toBeVisible();
  await page.goto(back);
  await payYearly(page, 'fr');
});

test('a visitor sees the plans in pounds, picks yearly, logs in and lands on the payment with yearly chosen (en-gb)', async ({
  page,
  request,
}) => {
  const gb = messagesOf('en-gb');
  const email = await signUp(request, 'visitor-gb', { lang: 'en-GB', validated: true });
  const prompt = await pickYearlyAsVisitor(page, 'en-gb');
  await prompt.getByRole('link', { name: gb['auth.login.title'] }).click();
  await page.getByLabel(gb['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(gb['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: gb['auth.login.submit'], exact: true }).click();
  await payYearly(page, 'en-gb');
});

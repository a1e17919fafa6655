import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, linkFor } from '../members';
import { messagesOf, unconfirmedNotice } from '../messages';
import { CONFIRMED_ADDRESS_ACTIONS } from '../../src/core/accounts/confirmed-address';

type Mail = { to_address: string; kind: string; text_body: string };
const mailsTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { data: Mail[] }).data.filter(
    (mail) => mail.to_address === to,
  );

/** The sign-up form filled with credentials only (SPEC section 7): the optional names stay empty. */
async function signUpWithCredentials(page: Page, locale: Locale, email: string, { optIn = false } = {}) {
  const m = messagesOf(locale);
  await page.goto(routeTo(locale, 'signup'));
  await page.getByLabel(m['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(m['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m['auth.passwordConfirm']!, { exact: true }).fill(PASSWORD);
  await expect(
    page.getByLabel(m['auth.optionalField']!.replace('{label}', m['auth.firstName']!), { exact: true }),
  ).toHaveValue('');
  if (optIn) await page.getByLabel(m['auth.newsletter']!).check();
  await page.getByRole('button', { name: m['auth.signup.submit'] }).click();
  await expect(page.getByText(m['auth.signup.done']!)).toBeVisible();
}

test('sign up with an address and a password alone, then confirm it (fr)', async ({ page, request }) => {
  const fr = messagesOf('fr');
  const email = `inscription-${Date.now()}@example.com`;
  await signUpWithCredentials(page, 'fr', email);

  // The mail names what confirming unlocks (following other cooks), and no newsletter.
  const [mail] = await mailsTo(request, email);
  expect(mail!.kind).toBe('validation');
  // The mail names every action that waits for a confirmed address, the list ending before the colon.
  for (const action of CONFIRMED_ADDRESS_ACTIONS) expect(mail!.text_body).toContain(fr[`confirmAddress.${action}`]);
  expect(mail!.text_body).toContain(`${unconfirmedNotice('fr').lastAction} :`);
  expect(mail!.text_body).not.toContain(fr['email.validation.newsletter']);

  await page.getByRole('link', { name: fr['header.profile'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['profile.title']!);
  await expect(page.getByText(unconfirmedNotice('fr').notice)).toBeVisible();
  await page.goto(await linkFor(request, email, 'validation'));
  await expect(page.getByText(fr['auth.validation.success']!)).toBeVisible();
});

test('sign up with the newsletter opt-in: one mail that subscribes, and the analytics events after consent (de)', async ({
  browser,
  request,
}) => {
  const de = messagesOf('de');
  const email = `anmeldung-${Date.now()}@example.com`;
  // A visitor who has not answered the consent bar yet (the other journeys start having declined).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(routeTo('de', 'home'));
  await page
    .getByRole('region', { name: de['consent.title'] })
    .getByRole('button', { name: de['consent.accept'] })
    .click();

  await signUpWithCredentials(page, 'de', email, { optIn: true });
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).toEqual(expect.arrayContaining(['account_creation', 'inscription_newsletter']));

  // No separate newsletter confirmation: the account's validation mail says it subscribes too.
  const mails = await mailsTo(request, email);
  expect(mails.map((mail) => mail.kind)).toEqual(['validation']);
  expect(mails[0]!.text_body).toContain(de['email.validation.newsletter']);
  await page.goto(await linkFor(request, email, 'validation'));
  await expect(page.getByText(de['auth.validation.success']!)).toBeVisible();
  await context.close();
});

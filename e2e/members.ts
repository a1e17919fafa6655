import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Locale } from '../src/core/locales/locales';
import { routeTo } from '../src/core/locales/routes';
import { readLinkSecrets } from '../src/core/site/secret-links';
import { messagesOf } from './messages';

export const PASSWORD = 'Tomate!2026';

/** The newest outbox mail to an address, and the link in it (mails are readable at /dev/outbox.json). */
export async function linkFor(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const { data } = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    data: { to_address: string; kind: string; text_body: string }[];
  };
  const mail = data.find((m) => m.to_address === to && m.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeTruthy();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
  return `${url.pathname}${url.search}`;
}

export async function logIn(page: Page, locale: Locale, email: string, password: string, next?: string) {
  const messages = messagesOf(locale);
  await page.goto(next ? `${routeTo(locale, 'login')}?next=${encodeURIComponent(next)}` : routeTo(locale, 'login'));
  await page.getByLabel(messages['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(messages['auth.password']!, { exact: true }).fill(password);
  await page.getByRole('button', { name: messages['auth.login.submit'], exact: true }).click();
}

/** A new member signed up through the API (in the locale's language), optionally with a confirmed address. */
export async function signUp(
  request: APIRequestContext,
  prefix: string,
  { validated = false, lang = 'en-US' } = {},
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/v1/email/signup', {
    data: { email, password: PASSWORD, first_name: 'Sam', last_name: 'Cook' },
    headers: { 'accept-language': lang },
  });
  expect(res.status()).toBe(201);
  if (validated) {
    const link = new URL(await linkFor(request, email, 'validation'), 'http://localhost');
    const { values } = readLinkSecrets(link.pathname, link.search, ['auth_id', 'activation_key']);
    // Opened with the session that signed up: the password chosen then stays (without it, the
    // confirmation voids the password, as it would a squatter's).
    const { access_token } = (await res.json()) as { access_token: string };
    const ok = await request.post('/v1/email/validate', {
      data: values,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(ok.ok()).toBe(true);
  }
  return email;
}

import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { readLinkSecrets } from '../../src/core/site/secret-links';
import { WEEKLY_OFFER_RECIPES } from '../../src/core/rules';
import { PASSWORD, linkFor, logIn } from '../members';
import { messagesOf } from '../messages';
import { staffToken } from '../staff';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

for (const [locale, lang] of [
  ['en-us', 'en-US'],
  ['fr', 'fr'],
] as const satisfies readonly (readonly [Locale, string])[]) {
  const t = messagesOf(locale);

  test(`${locale}: the footer offer leads a member to the week's two recipes, unlocked, and the mail names them`, async ({
    browser,
    request,
  }) => {
    // Four logins and a weekly job: on two busy cores this takes longer than the default.
    test.setTimeout(90_000);
    // A visitor is asked to join first.
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto(routeTo(locale, 'home'));
    await home.getByRole('contentinfo').getByRole('link', { name: t['weeklyOffer.join'] }).click();
    await expect(home).toHaveURL(new RegExp(`${routeTo(locale, 'signup')}$`));
    await visitor.close();

    // A member who asked for the weekly recipes and confirmed the address.
    const email = `weekly-${locale}-${Date.now()}@example.com`;
    const signup = await request.post('/v1/email/signup', {
      data: { email, password: PASSWORD, first_name: 'Sam', is_optin_newsletter: true },
      headers: { 'accept-language': lang },
    });
    expect(signup.status()).toBe(201);
    const link = new URL(await linkFor(request, email, 'validation'), 'http://localhost');
    expect(
      (
        await request.post('/v1/email/validate', {
          data: readLinkSecrets(link.pathname, link.search, ['auth_id', 'activation_key']).values,
          // The session that signed up: the password chosen then stays.
          headers: { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` },
        })
      ).ok(),
    ).toBe(true);

    // Staff run the weekly job now (the server also runs it every 15 minutes).
    const run = await request.post('/v1/weekly-offers/run', {
      headers: { authorization: `Bearer ${await staffToken(request)}` },
    });
    expect(run.status()).toBe(200);

    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, locale, email, PASSWORD, routeTo(locale, 'home'));
    // The login page has the footer too: a click before its redirect lands was undone by it.
    await expect(page).toHaveURL(new RegExp(`${routeTo(locale, 'home')}$`));
    await page.getByRole('contentinfo').getByRole('link', { name: t['weeklyOffer.seeMine'] }).click();
    const section = page.getByRole('region', { name: fill(t['weeklyOffer.title']!, { count: WEEKLY_OFFER_RECIPES }) });
    // The section waits for the member's profile and the cards load after it; with the whole suite on
    // two busy cores either step has taken more than 15 s (8 of 8 alone passed), so both get 30.
    await expect(section).toBeVisible({ timeout: 30_000 });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(WEEKLY_OFFER_RECIPES, { timeout: 30_000 });
    const titles = await section.getByRole('heading', { level: 3 }).allTextContents();

    // The mail names the same two recipes, once.
    const { data } = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      data: { kind: string; subject: string; text_body: string }[];
    };
    const mails = data.filter((mail) => mail.kind === 'weekly-offer');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(fill(t['email.weeklyOffer.subject']!, { count: WEEKLY_OFFER_RECIPES }));
    for (const title of titles) expect(mails[0]!.text_body).toContain(title);

    // Each opens in full for this member: the method, not the premium lock.
    await section.getByRole('link', { name: titles[0] }).first().click();
    await expect(page.getByRole('heading', { name: t['recipe.steps'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t['recipe.locked.premiumTitle'] })).toHaveCount(0);
    await context.close();
  });
}

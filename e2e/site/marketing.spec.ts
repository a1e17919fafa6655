import { type Request, expect, test } from '@playwright/test';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { E2E_GTM_ID, E2E_KLAVIYO_COMPANY } from '../server';

const fr = messagesOf('fr');
const en = messagesOf('en-us');

test('footer newsletter: a wrong address is named, a failure stays silent, a success calls the marketing service', async ({
  page,
}) => {
  let answer = 500;
  const sent: Request[] = [];
  await page.route('https://a.klaviyo.com/**', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: answer, body: '' });
  });
  await page.goto('/fr/');
  const form = page.getByRole('region', { name: fr['newsletter.title'] });
  await form.getByLabel(fr['newsletter.email']!).fill('pas-une-adresse');
  await form.getByRole('button', { name: fr['newsletter.submit'] }).click();
  await expect(form.getByText(fr['errors.email']!)).toBeVisible();
  expect(sent).toHaveLength(0);

  await form.getByLabel(fr['newsletter.email']!).fill('lea@example.com');
  await form.getByRole('button', { name: fr['newsletter.submit'] }).click();
  await expect.poll(() => sent.length).toBe(1);
  await expect(form.getByRole('button', { name: fr['newsletter.submit'] })).toBeEnabled();
  await expect(form.getByRole('alert')).toHaveCount(0);

  answer = 202;
  await form.getByRole('button', { name: fr['newsletter.submit'] }).click();
  await expect(form.getByRole('status')).toHaveText(fr['newsletter.done']!);
  const request = sent[1];
  const url = new URL(request!.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://a.klaviyo.com/client/events/');
  expect(url.searchParams.get('company_id')).toBe(E2E_KLAVIYO_COMPANY);
  expect(request!.headers()['revision']).toBe('2024-02-15');
  const body = request!.postDataJSON();
  expect(body.data.attributes.properties.email).toBe('lea@example.com');
  expect(body.data.attributes.profile.data.attributes.email).toBe('lea@example.com');
  // Analytics were declined: the sign-up event is not pushed anywhere.
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
});

test('no tag manager and no analytics cookie before consent; accepting loads it and later events reach the data layer', async ({
  browser,
  request,
}) => {
  const email = await signUp(request, 'consent');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const tags: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tags.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/en-us/');
  const banner = page.getByRole('region', { name: en['consent.title'] });
  await expect(banner).toBeVisible();
  await page.goto('/en-us/recipes/shakshuka/');
  await expect(banner).toBeVisible();
  expect(tags).toEqual([]);
  expect(await context.cookies()).toEqual([]);

  await banner.getByRole('button', { name: en['consent.accept'] }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => tags.length).toBe(1);
  expect(tags[0]).toContain(`id=${E2E_GTM_ID}`);

  await logIn(page, 'en-us', email, PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/$/);
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).toContain('login');

  // The choice is remembered, and can be changed from the footer.
  await page.reload();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: en['consent.settings'] }).click();
  await expect(banner).toBeVisible();
  await context.close();
});

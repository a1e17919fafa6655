import { expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { linkFor } from '../members';
import { messagesOf } from '../messages';

const de = messagesOf('de');

test('newsletter double opt-in: the mailed link confirms the sign-up once, then leaves the address bar', async ({
  page,
  request,
}) => {
  const email = `news-${Date.now()}@example.com`;
  expect((await request.post('/v1/newsletter', { data: { email, locale: 'de' } })).status()).toBe(202);
  const link = await linkFor(request, email, 'newsletter');
  expect(link.startsWith(`${routeTo('de', 'validation')}?key=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['auth.validation.title']!);
  await expect(page.getByText(de['newsletter.confirmed']!)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${routeTo('de', 'validation')}$`));
  // A link that was never mailed says so.
  await page.goto(`${routeTo('de', 'validation')}?key=not-a-key-we-sent`);
  await expect(page.getByText(de['newsletter.confirmFailed']!)).toBeVisible();
});

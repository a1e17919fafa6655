import { expect, test } from '@playwright/test';
import { siteOf } from '../../src/core/locales/catalogues';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { messagesOf } from '../messages';

// A mobile number of the locale's country, new at each run (a number gets three texts a day). French
// ones start 06 1: not every 06 block is a mobile range (063 9…, 069 0…, for instance, are not).
const NUMBERS = {
  'en-us': () => `(201) 555-${String(1000 + Math.floor(Math.random() * 8999))}`,
  fr: () => `06 1${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
} as const;

for (const locale of ['en-us', 'fr'] as const satisfies readonly Locale[]) {
  const t = messagesOf(locale);

  test(`${locale}: the app page links the locale's stores, and text-the-app texts the link`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(routeTo(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: t['footer.app'] }).click();
    await expect(page.getByRole('link', { name: t['textApp.appStore'] })).toHaveAttribute(
      'href',
      siteOf(locale).links.appStore,
    );
    await expect(page.getByRole('link', { name: t['textApp.googlePlay'] })).toHaveAttribute(
      'href',
      siteOf(locale).links.googlePlay,
    );
    await expectNoViolations(page);

    await page.getByRole('link', { name: t['textApp.textMe'] }).click();
    const phone = page.getByLabel(t['textApp.phone']!);
    await phone.fill('12');
    await page.getByRole('button', { name: t['textApp.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(t['textApp.phoneInvalid']!);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    const number = NUMBERS[locale]();
    await phone.fill(number);
    await page.getByRole('button', { name: t['textApp.submit'] }).click();
    await expect(page.getByText(t['textApp.sent']!.split('{number}')[0]!.trim())).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page);

    const { data } = (await (await request.get('/dev/sms-outbox.json')).json()) as {
      data: { to_number: string; body: string }[];
    };
    const digits = number.replace(/\D/g, '').replace(/^0/, '');
    const sms = data.find((message) => message.to_number.endsWith(digits));
    expect(sms?.body).toContain(routeTo(locale, 'mobileApp'));
  });
}

test('a post shared from the app offers the app, its stores and the web; profiles push to the app (fr)', async ({
  page,
}) => {
  const t = messagesOf('fr');
  const uuid = '0b6f7c1e-1d2f-4a6b-8c0d-2e4f6a8b0c99';
  await page.goto(routeTo('fr', 'appPost', { uuid }));
  await expect(page.getByRole('heading', { level: 1, name: t['appPush.redirectTitle'] })).toBeVisible();
  await expect(page.getByRole('link', { name: t['appPush.openApp'] })).toHaveAttribute(
    'href',
    `miamo://community/post/${uuid}`,
  );
  await expect(page.getByRole('link', { name: t['appPush.openWeb'] })).toHaveAttribute(
    'href',
    routeTo('fr', 'communityPost', { uuid }),
  );
  await expectNoViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoViolations(page);
  await page.goto(routeTo('fr', 'publicProfile', { user: 'chef_lucie' }));
  const push = page.getByRole('complementary', { name: t['appPush.title'] });
  await expect(push).toContainText(t['appPush.profile']!);
  await expect(push.getByRole('link', { name: t['textApp.appStore'] })).toBeVisible();
});

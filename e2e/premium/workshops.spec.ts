import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

// The seeded workshops (content/workshops.json): one open, one full, one whose booking opens later.
const TITLES = {
  'en-gb': {
    open: 'Fresh pasta from scratch',
    full: 'Macarons without fear',
    later: 'Kids’ pizza party',
    past: 'Sushi night',
  },
  fr: {
    open: 'Pâtes fraîches maison',
    full: 'Les macarons sans stress',
    later: 'Pizza party des enfants',
    past: 'Soirée sushis',
  },
} as const;

for (const locale of ['en-gb', 'fr'] as const satisfies readonly Locale[]) {
  const t = messagesOf(locale);
  const titles = TITLES[locale];
  const placesLeft = (t['workshop.placesLeft'] as unknown as { other: string }).other.replace('{count}', '\\d+');

  test(`${locale}: a member books a place and gives it back, waits for a full class, and a visitor is asked to log in`, async ({
    page,
    request,
  }) => {
    // A booking, a withdrawal, a waiting list and a visitor's context: past 30 s under the suite's load.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(routeTo(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: t['workshops.title'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['workshops.title'] })).toBeVisible();
    const upcoming = page.getByRole('region', { name: t['workshops.upcoming'] });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([titles.full, titles.open, titles.later]);
    await expect(page.getByRole('region', { name: t['workshops.past'] })).toContainText(titles.past);
    await expectNoViolations(page);

    // A visitor sees the live places and is asked to log in.
    await upcoming.getByRole('link', { name: titles.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles.open })).toBeVisible();
    const box = page.locator('section[aria-labelledby="workshop-booking"]');
    await expect(box).toContainText(new RegExp(placesLeft));
    await expect(box.getByText(t['workshop.loginToBook']!)).toBeVisible();
    await expect(page.getByText(t['badge.animator']!)).toBeVisible();
    await expectNoViolations(page);

    // A place is scarce: the address is confirmed first (issue 38).
    const email = await signUp(request, `workshop-${locale}`, { validated: true });
    await logIn(page, locale, email, PASSWORD, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: titles.open })).toBeVisible();
    await page.getByRole('button', { name: t['workshop.book'] }).click();
    await expect(box.getByText(t['workshop.booked']!)).toBeVisible();
    await expect(box.getByRole('button', { name: t['workshop.book'] })).toHaveCount(0);
    await page.reload();
    await expect(box.getByText(t['workshop.booked']!)).toBeVisible();
    await box.getByRole('button', { name: t['workshop.cancel'] }).click();
    await expect(box.getByRole('button', { name: t['workshop.book'] })).toBeVisible();
    await expect(box.getByText(t['workshop.booked']!)).toHaveCount(0);

    // The full class: be told on withdrawal, then not.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: t['workshops.back'] }).click();
    await page.getByRole('link', { name: titles.full }).click();
    await expect(box).toContainText(t['workshop.state.full']!);
    await box.getByRole('button', { name: t['workshop.notifyWithdrawal'] }).click();
    await expect(box.getByText(t['workshop.waitingWithdrawal']!)).toBeVisible();
    await expectNoViolations(page);
    await box.getByRole('button', { name: t['workshop.stopNotifying'] }).click();
    await expect(box.getByRole('button', { name: t['workshop.notifyWithdrawal'] })).toBeVisible();

    // Booking opens later: be told when it does.
    await page.getByRole('link', { name: t['workshops.back'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['workshops.title'] })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: titles.later }).click();
    await expect(box).toContainText(t['workshop.opensAt']!.replace(' {date}', ''));
    await box.getByRole('button', { name: t['workshop.notify'], exact: true }).click();
    await expect(box.getByText(t['workshop.waitingOpening']!)).toBeVisible();
  });
}

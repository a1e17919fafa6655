import { expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const en = messagesOf('en-us');
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

test('settings list the sessions; signing out the other browser logs it out', async ({ browser, request }) => {
  // Signed up through the API (a session of its own), then logged in from a laptop and a phone.
  const email = await signUp(request, 'sessions');
  const laptop = await browser.newContext({ userAgent: LAPTOP });
  const phone = await browser.newContext({ userAgent: PHONE });
  const here = await laptop.newPage();
  const there = await phone.newPage();
  await logIn(here, 'en-us', email, PASSWORD);
  await expect(here).toHaveURL(/\/en-us\/$/);
  await logIn(there, 'en-us', email, PASSWORD);
  await expect(there).toHaveURL(/\/en-us\/$/);

  await here.goto(routeTo('en-us', 'settings'));
  const sessions = here.getByRole('region', { name: en['sessions.title'] });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  const current = sessions.getByRole('listitem').filter({ hasText: en['sessions.current'] });
  await expect(current).toContainText('Chrome on Windows');
  await expect(current.getByRole('button')).toHaveCount(0);
  const other = sessions.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
  await expect(other).toBeVisible();
  // Each "Sign out" is described by its session, for screen readers going through the buttons.
  await expect(other.getByRole('button', { name: en['sessions.signOut'] })).toHaveAccessibleDescription(
    /Chrome on Android/,
  );

  await other.getByRole('button', { name: en['sessions.signOut'] }).click();
  await expect(sessions.getByRole('status')).toHaveText(en['sessions.signedOut']!);
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  // The phone learns it on its next call: the profile page asks it to log in again.
  await there.goto(routeTo('en-us', 'profile'));
  await expect(there.getByText(en['profile.loginFirst']!)).toBeVisible();
  await expect(there.getByRole('banner').getByRole('link', { name: en['header.login'] })).toBeVisible();
  // The static page shows the logged-out state at once; the token goes when the API's 401 arrives.
  await expect.poll(() => there.evaluate(() => window.localStorage.getItem('miamo.token'))).toBeNull();

  // Only the laptop is left once every other session is signed out; it stays logged in.
  await sessions.getByRole('button', { name: en['sessions.signOutOthers'] }).click();
  await expect(sessions.getByRole('status')).toHaveText(en['sessions.othersSignedOut']!);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await here.reload();
  await expect(here.getByRole('region', { name: en['sessions.title'] }).getByRole('listitem')).toHaveCount(1);
  await laptop.close();
  await phone.close();
});

test('storage keeps the token, never the e-mail address', async ({ page, request }) => {
  const email = await signUp(request, 'stored');
  await logIn(page, 'en-us', email, PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/$/);
  await page.goto(routeTo('en-us', 'settings'));
  await expect(page.getByText(en['settings.currentEmail']!.replace('{email}', email))).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.entries(window.localStorage)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  expect(stored).toContain('miamo.token=');
  expect(stored).not.toContain(email);
  expect(stored).not.toContain('Cook');
});

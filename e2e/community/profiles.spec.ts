import { expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, linkFor, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const en = messagesOf('en-us');
/** Seeded with the demo catalogue: a Miamo chef who is also a creator. */
const CHEF = routeTo('en-us', 'publicProfile', { user: 'chef_lucie' });

test('a heart on a recipe card: asked to sign up, back with the recipe saved', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const universe = routeTo('en-us', 'universe', { vertical: 'daily' });
  await page.goto(universe);
  // A seeded recipe, not whatever another journey published after the build and put first.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Shakshuka', exact: true }) });
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heartName = en['favourite.labelFor']!.replace('{title}', title);
  await card.getByRole('button', { name: heartName }).click();
  const prompt = page.getByRole('dialog', { name: en['membersOnly.title'] });
  await expect(prompt).toBeVisible();
  // "Not now" closes and forgets; asking again and choosing to sign up keeps it.
  await prompt.getByRole('button', { name: en['membersOnly.notNow'] }).click();
  await expect(prompt).toBeHidden();
  await card.getByRole('button', { name: heartName }).click();
  await prompt.getByRole('link', { name: en['auth.login.signupLink'] }).click();

  await page.getByLabel(en['auth.firstName']!).fill('Ana');
  await page.getByLabel(en['auth.lastName']!).fill('Lopez');
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(`card-${Date.now()}@example.com`);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en['auth.passwordConfirm']!).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.signup.submit'] }).click();
  await expect(page.getByText(en['auth.signup.done']!)).toBeVisible();
  await page.getByRole('link', { name: en['auth.continue'] }).click();
  await expect(page).toHaveURL(new RegExp(`${universe}$`));
  await expect(page.getByRole('button', { name: heartName })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('the public profile of an unknown user says so', async ({ page }) => {
  const response = await page.goto(routeTo('en-us', 'publicProfile', { user: 'nobody_here_at_all' }));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['errors.userNotFound']!);
});

test('follow a creator: asked to log in, followed once back, listed among the followers, unfollow', async ({
  browser,
  request,
}) => {
  const email = await signUp(request, 'follower', { validated: true });
  // Lists show the username, not the legal name (which the member has not chosen to show).
  const username = `fan_${Date.now().toString(36)}`;
  const { access_token } = (await (
    await request.post('/v1/email/login', { data: { email, password: PASSWORD } })
  ).json()) as { access_token: string };
  expect(
    (
      await request.patch('/v1/profile', {
        data: { data: { username } },
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).ok(),
  ).toBe(true);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(CHEF);
  await expect(page.getByRole('list', { name: en['profile.badges'] })).toContainText(en['badge.miamo-staff']!);
  await expect(page.getByRole('list', { name: en['profile.badges'] })).toContainText(en['badge.creator']!);
  await page.getByRole('button', { name: en['profile.follow'] }).click();
  await page
    .getByRole('dialog', { name: en['membersOnly.title'] })
    .getByRole('link', { name: en['auth.login.title'] })
    .click();
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CHEF}$`));
  await expect(page.getByRole('button', { name: en['profile.unfollow'] })).toBeVisible();

  await page.getByRole('tab', { name: new RegExp(`^${en['profile.followers']}`) }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: `@${username}` })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Sam Cook' })).toHaveCount(0);
  await page.getByRole('button', { name: en['profile.unfollow'] }).click();
  await expect(page.getByRole('button', { name: en['profile.follow'] })).toBeVisible();
  await context.close();
});

test('an unconfirmed address is asked to confirm before following, and can resend the link', async ({
  browser,
  request,
}) => {
  const email = await signUp(request, 'unconfirmed');
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'en-us', email, PASSWORD, CHEF);
  await expect(page).toHaveURL(new RegExp(`${CHEF}$`));
  await page.getByRole('button', { name: en['profile.follow'] }).click();
  const modal = page.getByRole('dialog', { name: en['membersOnly.unvalidatedTitle'] });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: en['profile.resend'] }).click();
  await expect(modal.getByRole('status')).toHaveText(en['profile.resent']!);
  await modal.getByRole('button', { name: en['membersOnly.close'] }).click();
  await expect(page.getByRole('button', { name: en['profile.follow'] })).toBeVisible();
  await context.close();
});

test('settings: change the e-mail through the link sent to the new address, the password, then delete the account', async ({
  browser,
  request,
}) => {
  const email = await signUp(request, 'mover', { validated: true });
  const moved = `moved-${Date.now()}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'en-us', email, PASSWORD, routeTo('en-us', 'settings'));
  await expect(page.getByRole('heading', { name: en['settings.title'] })).toBeVisible();

  await page.getByLabel(en['settings.newEmail']!).fill(email);
  await page.getByRole('button', { name: en['settings.emailSubmit'] }).click();
  await expect(page.getByText(en['auth.emailTaken']!)).toBeVisible();
  await page.getByLabel(en['settings.newEmail']!).fill(moved);
  await page.getByRole('button', { name: en['settings.emailSubmit'] }).click();
  await expect(page.getByText(en['settings.emailSent']!.replace('{email}', moved))).toBeVisible();
  await page.goto(await linkFor(request, moved, 'email-change'));
  await expect(page.getByText(en['settings.emailConfirmed']!.replace('{email}', moved))).toBeVisible();

  const newPassword = 'Paprika#2027';
  await page.getByLabel(en['settings.newPassword']!).fill(newPassword);
  await page.getByLabel(en['auth.passwordConfirm']!).fill(newPassword);
  await page.getByRole('button', { name: en['settings.passwordSubmit'] }).click();
  await expect(page.getByText(en['settings.passwordChanged']!)).toBeVisible();
  // Still logged in with the new session after every other one was revoked.
  await page.reload();
  await expect(page.getByLabel(en['settings.deleteConfirm']!)).toBeVisible();

  await page.getByLabel(en['settings.deleteConfirm']!).fill(email);
  await page.getByRole('button', { name: en['settings.deleteSubmit'] }).click();
  await expect(page.getByText(en['errors.emailMismatch']!)).toBeVisible();
  await page.getByLabel(en['settings.deleteConfirm']!).fill(moved);
  await page.getByRole('button', { name: en['settings.deleteSubmit'] }).click();
  await expect(page).toHaveURL(/\/en-us\/$/);
  expect((await request.post('/v1/email/login', { data: { email: moved, password: newPassword } })).status()).toBe(401);
  await context.close();
});

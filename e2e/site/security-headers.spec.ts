import { type Page, type Response, expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { PASSWORD, linkFor, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const en = messagesOf('en-us');

/** Every Content-Security-Policy violation the page reports: the DOM event, and Chromium's console line. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** The page's own headers: its hashes and the build's hosts, never an inline allowance for scripts. */
function expectPageHeaders(response: Response | null) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  // The end-to-end build has a tag manager container and a marketing company id, and no Stripe key.
  expect(csp).toMatch(/script-src[^;]*googletagmanager\.com/);
  expect(csp).toMatch(/connect-src[^;]*https:\/\/a\.klaviyo\.com/);
  expect(csp).not.toContain('stripe.com');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The server's public address is http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Gatsby's scripts ran: the footer's form is enabled once React has hydrated the page. */
async function expectHydrated(page: Page) {
  const footer = page.getByRole('region', { name: en['newsletter.title'] });
  await expect(footer.getByRole('button', { name: en['newsletter.submit'] })).toBeEnabled();
}

test('home, recipe, login and search run under the policy without one violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const email = await signUp(request, 'csp');

  expectPageHeaders(await page.goto(routeTo('en-us', 'home')));
  await expectHydrated(page);
  await expect(page.locator('main article img').first()).toBeVisible();

  expectPageHeaders(await page.goto('/en-us/recipes/shakshuka/'));
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shakshuka');

  expectPageHeaders(await page.goto(routeTo('en-us', 'search')));
  await expectHydrated(page);
  await page.getByRole('combobox', { name: en['search.query'] }).fill('shakshuka');
  await page.getByRole('button', { name: en['search.submit'], exact: true }).click();
  await expect(page.getByRole('link', { name: 'Shakshuka' }).first()).toBeVisible();

  expectPageHeaders(await page.goto(routeTo('en-us', 'login')));
  await expectHydrated(page);
  await logIn(page, 'en-us', email, PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/$/);
  await expect(page.getByRole('link', { name: en['header.profile'] })).toBeVisible();

  expect(violations).toEqual([]);
  // The watch does see a refusal: a script injected into the page is one.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('no source map is served, and answers that are no page load nothing', async ({ page, request }) => {
  await page.goto(routeTo('en-us', 'home'));
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect((await request.get(src)).status()).toBe(200);
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
  const api = await request.get('/v1/');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('a reset link leaves the address bar once read, sends no referrer, and the new password still saves', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const email = await signUp(request, 'reset-csp');
  expect((await request.post('/v1/email/send-reset', { data: { email } })).ok()).toBe(true);
  const link = await linkFor(request, email, 'reset');
  expect(link).toMatch(/^\/en-us\/accounts\/reset-password\/[\w-]+\/$/);

  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByLabel(en['auth.password']!, { exact: true })).toBeEditable();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en-us/accounts/reset-password/');
  expect(await page.evaluate(() => window.location.href)).not.toContain(link.split('/')[4]);

  const password = 'Poivron!2028';
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(password);
  await page.getByLabel(en['auth.passwordConfirm']!).fill(password);
  await page.getByRole('button', { name: en['auth.reset.submit'] }).click();
  await expect(page.getByText(en['auth.reset.done']!)).toBeVisible();
  expect(violations).toEqual([]);
});

test('a validation link leaves the address bar once read, and still confirms the address', async ({
  page,
  request,
}) => {
  const email = await signUp(request, 'validate-csp');
  const link = await linkFor(request, email, 'validation');
  expect(link).toMatch(/^\/en-us\/accounts\/validation\/[\w-]+\/[\w-]+\/$/);
  await page.goto(link);
  // Opened without the session that signed up: confirmed, and the page asks for a new password.
  await expect(page.getByText(en['auth.validation.choosePassword']!)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en-us/accounts/validation/');
});

test('an e-mail change link opened logged out survives the login, then leaves the address bar', async ({
  page,
  request,
}) => {
  const email = await signUp(request, 'move-csp', { validated: true });
  const moved = `moved-csp-${Date.now()}@example.com`;
  const login = await request.post('/v1/email/login', { data: { email, password: PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const change = await request.post('/v1/profile/email', {
    data: { email: moved },
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(change.ok()).toBe(true);
  const link = await linkFor(request, moved, 'email-change');
  expect(link).toContain('confirm_email=');

  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const logIn = page.getByRole('main').getByRole('link', { name: en['auth.login.title'] });
  // Until the page has hydrated, the static link cannot know the address to come back to.
  await expect(logIn).toHaveAttribute('href', /confirm_email/);
  await logIn.click();
  await page.getByLabel(en['auth.email']!, { exact: true }).fill(email);
  await page.getByLabel(en['auth.password']!, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
  await expect(page.getByText(en['settings.emailConfirmed']!.replace('{email}', moved))).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(routeTo('en-us', 'settings'));
  expect(new URL(page.url()).search).toBe('');
});

import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { bookCopyCode } from '../book-copies';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

const PAGES = [
  ['home', routeTo('en-us', 'home')],
  ['universe', routeTo('fr', 'universe', { vertical: 'daily' })],
  ['404', '/de/nothing-here/'],
  ['recipe', '/en-us/recipe/coconut-chicken-curry/'],
  ['locked recipe', '/it/recipe/lasagna-bolognese/'],
  ['search', `${routeTo('es-es', 'search')}?universe=daily`],
  ['community feed', routeTo('fr', 'communityFeed')],
  ['unknown community post', routeTo('it', 'communityPost', { uuid: '00000000-0000-4000-8000-000000000000' })],
  ['unknown recipe', '/pt-br/receitas/nada-aqui/'],
  ['category', routeTo('de', 'category', { slug: 'desserts' })],
  ['categories', routeTo('es-mx', 'categories')],
  ['ingredient', routeTo('it', 'ingredient', { slug: 'uovo' })],
  ['ingredients', routeTo('en-gb', 'ingredients')],
  ['legal', routeTo('fr', 'legal')],
  ['kids home', routeTo('pt-br', 'kids')],
  ['login', routeTo('fr', 'login')],
  ['signup', routeTo('en-us', 'signup')],
  ['forgotten password', routeTo('es-es', 'forgottenPassword')],
  ['new password', `${routeTo('de', 'resetPassword')}?token=x`],
  ['profile (logged out)', routeTo('it', 'profile')],
  ['history (logged out)', routeTo('fr', 'history')],
  ['public profile (logged out)', routeTo('de', 'publicProfile', { user: 'chef_lucie' })],
  ['unknown profile', routeTo('es-mx', 'publicProfile', { user: 'nobody_here_at_all' })],
  [
    'account validation',
    `${routeTo('it', 'validation')}?auth_id=00000000-0000-4000-8000-000000000000&activation_key=nope`,
  ],
  ['premium plans (logged out)', routeTo('en-gb', 'accountPremium')],
  ['subscription (logged out)', routeTo('pt-br', 'profilePremium')],
  // Logged out, a code that belongs to no book (a real copy's code is known only once the server has seeded).
  ['book QR code (logged out)', routeTo('fr', 'book', { uuid: '00000000-0000-4000-8000-000000000000' })],
] as const;

/**
 * Screens seen logged in: each test signs a new member up and logs in on its way to the page. A
 * function gives an address known only once the server has seeded (a book copy's code).
 */
const MEMBER_PAGES: [string, Locale, string | (() => string)][] = [
  ['profile', 'en-gb', routeTo('en-gb', 'profile')],
  ['settings', 'de', routeTo('de', 'settings')],
  ['history', 'fr', routeTo('fr', 'history')],
  ['public profile', 'pt-br', routeTo('pt-br', 'publicProfile', { user: 'chef_lucie' })],
  ['premium payment', 'fr', routeTo('fr', 'accountPremium')],
  ['subscription (none)', 'es-mx', routeTo('es-mx', 'profilePremium')],
  ['unlocked book', 'es-es', () => routeTo('es-es', 'book', { uuid: bookCopyCode(2) })],
];

for (const width of [360, 1280]) {
  for (const [name, url] of PAGES) {
    test(`axe finds nothing on the ${name} page at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      // Client-rendered pages (search, fallbacks) settle once their API calls are answered.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }
  for (const [name, locale, target] of MEMBER_PAGES) {
    test(`axe finds nothing on the ${name} page logged in at ${width} px`, async ({ browser, request }) => {
      const url = typeof target === 'function' ? target() : target;
      const email = await signUp(request, 'axe');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await logIn(page, locale, email, PASSWORD, url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }
}

test('axe finds nothing with the log-in prompt open at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/en-us/recipes/shakshuka/');
  await page.getByRole('button', { name: messagesOf('en-us')['favourite.label'] }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
  await context.close();
});

test('axe finds nothing with the consent bar open at 360 px', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/it/');
  await expect(page.getByRole('region', { name: messagesOf('it')['consent.title'] })).toBeVisible();
  await expectNoViolations(page);
  await context.close();
});

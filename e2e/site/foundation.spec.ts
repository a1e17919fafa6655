import { expect, test } from '@playwright/test';
import { siteOf } from '../../src/core/locales/catalogues';
import { LOCALES, htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { heroOf, messagesOf } from '../messages';

test.describe('root redirect by browser language', () => {
  for (const [browserLocale, expected] of [
    ['en-US', 'en-us'],
    ['fr-FR', 'fr'],
    ['es-AR', 'es-es'],
    ['pt-BR', 'pt-br'],
  ] as const) {
    test(`${browserLocale} lands on /${expected}/`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${expected}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf(expected));
      await context.close();
    });
  }

  test('a path without a locale keeps its rest under the visitor locale', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/rezepte/kids/');
    await expect(page).toHaveURL(/\/de\/rezepte\/kids\/$/);
    expect(response?.status()).toBe(200);
    await context.close();
  });
});

test('every locale home shows the shell and the seeded recipes', async ({ page }) => {
  for (const locale of LOCALES) {
    const messages = messagesOf(locale);
    await page.goto(routeTo(locale, 'home'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((heroOf(locale) ?? messages['home.title'])!);
    await expect(page.getByRole('navigation', { name: messages['header.universes'] }).getByRole('link')).toHaveCount(5);
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('link', { name: messages['footer.shop'], exact: true })).toHaveAttribute(
      'href',
      siteOf(locale).links.shop,
    );
  }
});

test('the locale switcher keeps the equivalent page', async ({ page }) => {
  await page.goto(routeTo('fr', 'universe', { vertical: 'kids' }));
  const fr = messagesOf('fr');
  await page.getByRole('navigation', { name: fr['footer.language'] }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/rezepte\/kids\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf('de')['universe.kids']!);
});

test('universe tabs lead to their universe pages', async ({ page }) => {
  const messages = messagesOf('it');
  await page.goto(routeTo('it', 'home'));
  // The header's tab: the home page's own universe links share its name while the page changes.
  const tab = page
    .getByRole('navigation', { name: messages['header.universes'] })
    .getByRole('link', { name: messages['universe.cocktails'] });
  await tab.click();
  await expect(page).toHaveURL(/\/it\/ricette\/cocktails\/$/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
});

test.describe('not found', () => {
  for (const locale of ['fr', 'es-mx'] as const) {
    test(`an unknown ${locale} path answers that locale's 404 page`, async ({ page }) => {
      const response = await page.goto(`/${locale}/this/page/does/not/exist/`);
      expect(response?.status()).toBe(404);
      const messages = messagesOf(locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['notFound.title']!);
      await page.getByRole('link', { name: messages['notFound.home'] }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });
  }
});

test('each locale links its own manifest, and the service worker is served', async ({ page, request }) => {
  for (const locale of ['en-us', 'fr', 'pt-br'] as const) {
    await page.goto(routeTo(locale, 'home'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      start_url: `/${locale}/`,
      display: 'minimal-ui',
      background_color: '#ffffff',
      theme_color: '#ffffff',
    });
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
});

test('at phone width the shell fits without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(routeTo('es-es', 'home'));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The action labels are visually hidden on phones but keep their accessible names.
  const messages = messagesOf('es-es');
  await expect(page.getByRole('link', { name: messages['header.search'] })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await context.close();
});

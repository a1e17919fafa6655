import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Messages, createTranslator } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { findRewrite, rewritePageData, sortRewrites } from '../core/site/rewrites';
import { categoryVerticalPagesOf, fallbacksOf, inSitemap, rewritesOf } from './page-plan';

const tOf = (locale: Locale) =>
  createTranslator(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8')) as Messages, htmlLangOf(locale)).t;

describe('the fallback routes of each locale (SPEC section 2)', () => {
  it('has every client-rendered route the spec lists, under each locale\'s words', () => {
    expect(fallbacksOf('fr').map(({ pattern, path: page }) => [pattern, page])).toEqual([
      ['/fr/accounts/validation/*', '/fr/___fallback/accounts/validation/'],
      ['/fr/profil/u/*', '/fr/___fallback/profil/u/'],
      ['/fr/accounts/reset-password/*', '/fr/___fallback/accounts/reset-password/'],
      ['/fr/livre/*', '/fr/___fallback/livre/'],
      ['/fr/recettes/*', '/fr/___fallback/recettes/'],
      ['/fr/recipe/*', '/fr/___fallback/recipe/'],
      ['/fr/c/recettes/*', '/fr/___fallback/c/recettes/'],
    ]);
    expect(fallbacksOf('de').find((f) => f.page === 'category')?.pattern).toBe('/de/c/rezepte/*');
  });

  it('opens the account links on the account screens that read their secret', () => {
    const account = fallbacksOf('it').filter((f) => f.template === 'account');
    expect(account.map((f) => [f.page, 'screen' in f && f.screen])).toEqual([
      ['validationLink', 'validation'],
      ['resetPasswordLink', 'resetPassword'],
    ]);
  });

  it('writes one rewrite per fallback and the catch-all 404 last, for all eight locales', () => {
    const rewrites = sortRewrites(LOCALES.flatMap(rewritesOf));
    expect(rewrites).toHaveLength(LOCALES.length * 8);
    expect(findRewrite(rewrites, '/es-mx/accounts/validation/0b6f/k3y/')).toEqual({ pattern: '/es-mx/accounts/validation/*', page: '/es-mx/___fallback/accounts/validation/', status: 200 });
    expect(findRewrite(rewrites, '/pt-br/accounts/reset-password/t0k/')?.page).toBe('/pt-br/___fallback/accounts/reset-password/');
    expect(findRewrite(rewrites, '/de/c/rezepte/neue-kategorie/')?.page).toBe('/de/___fallback/c/rezepte/');
    expect(findRewrite(rewrites, '/de/c/rezepte/neue-kategorie/kids/')?.page).toBe('/de/___fallback/c/rezepte/');
    expect(findRewrite(rewrites, '/de/nirgendwo/')).toEqual({ pattern: '/de/*', page: '/de/404/', status: 404 });
    expect(rewritePageData(rewrites, '/page-data/fr/accounts/reset-password/t0k/page-data.json')).toEqual({
      file: '/page-data/fr/___fallback/accounts/reset-password/page-data.json',
      matchPath: '/fr/accounts/reset-password/*',
    });
  });
});

describe('category pages by universe', () => {
  const categories = [
    { id: 'dessert', name: 'Desserts', slug: 'desserts' },
    { id: 'soup', name: 'Soupes', slug: 'soupes' },
  ];
  it('makes a page only where the locale has recipes of both, titled by both', () => {
    const pages = categoryVerticalPagesOf('fr', tOf('fr'), categories, [
      { category: 'dessert', vertical: 'kids' },
      { category: 'dessert', vertical: 'kids' },
      { category: 'dessert', vertical: 'daily' },
      { category: 'main-course', vertical: 'daily' },
    ]);
    expect(pages).toEqual([
      { path: '/fr/c/recettes/desserts/daily/', category: 'dessert', vertical: 'daily', title: 'Desserts · Daily' },
      { path: '/fr/c/recettes/desserts/kids/', category: 'dessert', vertical: 'kids', title: 'Desserts · Kids' },
    ]);
  });
});

describe('the sitemap entries', () => {
  const page = (path: string, context: Record<string, unknown>) => ({ path, context: { locale: 'fr', ...context } });
  it('lists canonical pages of a locale: categories, their universes, filter pages', () => {
    expect(inSitemap(page('/fr/c/recettes/desserts/kids/', { canonicalPath: '/fr/c/recettes/desserts/kids/' }))).toBe(true);
    expect(inSitemap(page('/fr/c/recettes/difficulte/facile/', { canonicalPath: '/fr/c/recettes/difficulte/facile/' }))).toBe(true);
    expect(inSitemap(page('/fr/recettes/kids/', {}))).toBe(true);
  });
  it('leaves out fallbacks, 404s, account screens and pages canonical to another', () => {
    for (const fallback of fallbacksOf('fr')) expect(inSitemap(page(fallback.path, 'screen' in fallback ? { screen: fallback.screen } : {}))).toBe(false);
    expect(inSitemap(page('/fr/404/', {}))).toBe(false);
    expect(inSitemap(page('/fr/accounts/validation/', { screen: 'validation' }))).toBe(false);
    expect(inSitemap(page('/fr/home/', { canonicalPath: '/fr/' }))).toBe(false);
    expect(inSitemap({ path: '/dev/', context: {} })).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Messages, createTranslator } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { findRewrite, rewritePageData, sortRewrites } from '../core/site/rewrites';
import { categoryVerticalPagesOf } from './browse-plan';
import type { IndexContext, ListingContext, RecipeContext } from '../core/site/page-context';
import {
  type LocaleSources,
  type SiteSources,
  fallbacksOf,
  inSitemap,
  planSite,
  recipesByIngredient,
  rewritesOf,
} from './page-plan';

const messagesOf = (locale: Locale) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8')) as Messages;
const tOf = (locale: Locale) => createTranslator(messagesOf(locale), htmlLangOf(locale)).t;

describe('the fallback routes of each locale (SPEC section 2)', () => {
  it("has every client-rendered route the spec lists, under each locale's words", () => {
    expect(fallbacksOf('fr').map(({ pattern, path: page }) => [pattern, page])).toEqual([
      ['/fr/accounts/validation/*', '/fr/___fallback/accounts/validation/'],
      ['/fr/profil/u/*', '/fr/___fallback/profil/u/'],
      ['/fr/accounts/reset-password/*', '/fr/___fallback/accounts/reset-password/'],
      ['/fr/livre/*', '/fr/___fallback/livre/'],
      ['/fr/recettes/*', '/fr/___fallback/recettes/'],
      ['/fr/recipe/*', '/fr/___fallback/recipe/'],
      ['/fr/c/recettes/*', '/fr/___fallback/c/recettes/'],
      ['/fr/communaute/fil/*', '/fr/___fallback/communaute/fil/'],
      ['/fr/profil/mes-recettes/*', '/fr/___fallback/profil/mes-recettes/'],
      ['/fr/app-mobile/post/*', '/fr/___fallback/app-mobile/post/'],
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
    expect(rewrites).toHaveLength(LOCALES.length * 11);
    expect(findRewrite(rewrites, '/es-mx/accounts/validation/0b6f/k3y/')).toEqual({
      pattern: '/es-mx/accounts/validation/*',
      page: '/es-mx/___fallback/accounts/validation/',
      status: 200,
    });
    expect(findRewrite(rewrites, '/pt-br/accounts/reset-password/t0k/')?.page).toBe(
      '/pt-br/___fallback/accounts/reset-password/',
    );
    expect(findRewrite(rewrites, '/de/c/rezepte/neue-kategorie/')?.page).toBe('/de/___fallback/c/rezepte/');
    expect(findRewrite(rewrites, '/de/c/rezepte/neue-kategorie/kids/')?.page).toBe('/de/___fallback/c/rezepte/');
    expect(findRewrite(rewrites, '/pt-br/comunidade/0b6f-post/')?.page).toBe('/pt-br/___fallback/comunidade/');
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

describe("the recipes of each ingredient, from each recipe's ingredients", () => {
  it("keeps the catalogue's order, counts a recipe once an ingredient, skips recipes the keys do not name", () => {
    const recipes = [{ id: 'tart' }, { id: 'salad' }, { id: 'new' }];
    const keys = { salad: ['tomato', 'oil', 'tomato'], tart: ['tomato', 'flour'], gone: ['tomato'] };
    expect(recipesByIngredient(recipes, keys)).toEqual({
      tomato: ['tart', 'salad'],
      flour: ['tart'],
      oil: ['salad'],
    });
  });
});

describe('the sitemap entries', () => {
  const page = (path: string, context: Record<string, unknown>) => ({ path, context: { locale: 'fr', ...context } });
  it('lists canonical pages of a locale: categories, their universes, filter pages', () => {
    expect(inSitemap(page('/fr/c/recettes/desserts/kids/', { canonicalPath: '/fr/c/recettes/desserts/kids/' }))).toBe(
      true,
    );
    expect(
      inSitemap(page('/fr/c/recettes/difficulte/facile/', { canonicalPath: '/fr/c/recettes/difficulte/facile/' })),
    ).toBe(true);
    expect(inSitemap(page('/fr/recettes/kids/', {}))).toBe(true);
  });
  it('leaves out fallbacks, 404s, account screens and pages canonical to another', () => {
    for (const fallback of fallbacksOf('fr'))
      expect(inSitemap(page(fallback.path, 'screen' in fallback ? { screen: fallback.screen } : {}))).toBe(false);
    expect(inSitemap(page('/fr/404/', {}))).toBe(false);
    expect(inSitemap(page('/fr/accounts/validation/', { screen: 'validation' }))).toBe(false);
    expect(inSitemap(page('/fr/home/', { canonicalPath: '/fr/' }))).toBe(false);
    expect(inSitemap({ path: '/dev/', context: {} })).toBe(false);
  });
});

/** A recipe with what the plan reads; the rest of the record does not decide any page. */
const recipe = (fields: Partial<RecipeDetail>) =>
  ({
    vertical: 'daily',
    category: 'main-course',
    origin: 'france',
    diets: [],
    difficulty: 'easy',
    preparation_time: 20,
    ...fields,
  }) as RecipeDetail;

/** A small catalogue: two recipes in French and American English, nothing in the other locales. */
function sources(): SiteSources {
  const empty = (locale: Locale): LocaleSources => ({
    messages: messagesOf(locale),
    recipes: [],
    terms: { 'recipe-categories': [], 'recipe-origins': [], ingredients: [] },
    cms: {
      hubHome: null,
      story: null,
      legal: null,
      legalCreators: null,
      mobileApp: null,
      landing: null,
      textTheApp: null,
    },
    recipesWithIngredient: {},
  });
  const all = Object.fromEntries(LOCALES.map((locale) => [locale, empty(locale)])) as SiteSources;
  const sections = [
    { id: 'hero', heading: 'Miamo', paragraphs: ['Vite fait.'] },
    { heading: 'Sans id', paragraphs: [] },
  ];
  all.fr = {
    ...all.fr,
    recipes: [
      recipe({ id: 'r1', url_slug: 'tarte', category: 'dessert', vertical: 'kids', diets: ['vegetarian'] }),
      recipe({ id: 'r2', url_slug: 'soupe', origin: 'italy', preparation_time: 10, author: 'u-lucie' }),
    ],
    authors: { 'u-lucie': { name: 'Lucie Martin', user: 'chef_lucie' } },
    terms: {
      'recipe-categories': [{ id: 'dessert', name: 'Desserts', slug: 'desserts' }],
      'recipe-origins': [{ id: 'france', name: 'France', slug: 'france' }],
      ingredients: [{ id: 'egg', name: 'Œuf', slug: 'oeuf' }],
    },
    cms: {
      ...all.fr.cms,
      hubHome: {
        id: 'hub-home-fr',
        kind: 'hubHome',
        locale: 'fr',
        title: 'Accueil',
        description: '',
        sections,
        last_modified: 1,
      },
      story: {
        id: 'story-fr',
        kind: 'story',
        locale: 'fr',
        title: 'Histoire',
        description: '',
        sections: [],
        last_modified: 1,
      },
    },
    recipesWithIngredient: { egg: ['r2', 'gone'] },
  };
  all['en-us'] = {
    ...all['en-us'],
    recipes: [recipe({ id: 'r1', url_slug: 'tart', category: 'dessert', vertical: 'kids' })],
  };
  return all;
}

describe('the page plan (which pages each locale gets)', () => {
  const plan = planSite(sources(), 'https://miamo.test');
  const pagesOf = (locale: Locale) => plan.pages.filter((page) => page.context.locale === locale);
  const page = (path: string) => plan.pages.find((p) => p.path === path);

  it("keeps the locale's messages out of every page's data (they load once per locale)", () => {
    const texts = Object.values(messagesOf('fr')).filter((text): text is string => typeof text === 'string');
    const longest = texts.sort((a, b) => b.length - a.length)[0];
    for (const { context } of plan.pages) {
      expect(context).not.toHaveProperty('messages');
      expect(JSON.stringify(context)).not.toContain(JSON.stringify(longest).slice(1, -1));
    }
  });

  it('gives a locale without recipes its fixed pages: homes, universes, member screens, filters, fallbacks', () => {
    const count: Record<string, number> = {};
    for (const { template } of pagesOf('de')) count[template] = (count[template] ?? 0) + 1;
    expect(count).toEqual({
      home: 2,
      universe: 5,
      search: 1,
      profile: 5,
      premium: 2,
      account: 7, // five account screens, two fallbacks that read a secret from the path
      listing: 13, // 5 diets, 4 difficulties, 3 preparation times, the kids home
      'index-page': 2,
      'client-routes': 8,
      'community-feed': 1,
      creators: 1,
      'creators-questionnaire': 1,
      workshops: 1,
      cocreation: 1,
      shows: 1,
      preview: 1,
      'shopping-list': 1,
      'shared-collection': 1,
      'not-found': 1,
    });
  });

  it('never plans two pages at one path', () => {
    const paths = plan.pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("makes a page per recipe, category, pair and ingredient of the locale's catalogue, in its words", () => {
    const tart = page('/fr/recettes/tarte/')!;
    expect(tart.template).toBe('recipe');
    expect((tart.context as RecipeContext).names).toEqual({ category: 'Desserts', origin: 'France', author: null });
    // The same recipe in the other locales that have it (a per-language slug: the route cannot guess it).
    expect(tart.context.alternates).toEqual({ fr: '/fr/recettes/tarte/', 'en-us': '/en-us/recipes/tart/' });
    expect((page('/fr/recettes/soupe/')!.context as RecipeContext).names).toEqual({
      category: 'main-course',
      origin: 'italy',
      // A member's recipe names its author as their public profile does.
      author: { name: 'Lucie Martin', user: 'chef_lucie' },
    });
    const desserts = page('/fr/c/recettes/desserts/')!.context as ListingContext;
    expect(desserts.recipes.map((r) => r.id)).toEqual(['r1']);
    expect(desserts.related?.links).toEqual([
      { label: tOf('fr')('universe.kids'), to: '/fr/c/recettes/desserts/kids/' },
    ]);
    expect(page('/fr/c/recettes/desserts/daily/')).toBeUndefined();
    // An ingredient lists the recipes the API named that the locale has.
    const egg = page(routeTo('fr', 'ingredient', { slug: 'oeuf' }))!.context as ListingContext;
    expect(egg.recipes.map((r) => r.id)).toEqual(['r2']);
    const ingredients = page(routeTo('fr', 'ingredients'))!.context as IndexContext;
    expect(ingredients.groups).toEqual([
      { links: [{ label: 'Œuf', to: routeTo('fr', 'ingredient', { slug: 'oeuf' }) }] },
    ]);
    expect(pagesOf('de').some((p) => p.template === 'recipe')).toBe(false);
  });

  it('makes the kids converter where the locale names measured ingredients: its home and one page each', () => {
    const home = page('/fr/convertisseur-en-tasses-et-doses-miamo/')!;
    expect(home.template).toBe('kids-converter');
    const egg = '/fr/convertisseur-en-tasses-et-doses-miamo/oeuf/';
    // No flour in this catalogue: the home starts from the first ingredient it has.
    expect(home.context).toMatchObject({
      selected: 'egg',
      ingredients: [{ id: 'egg', name: 'Œuf', path: egg }],
      canonicalPath: '/fr/convertisseur-en-tasses-et-doses-miamo/',
    });
    expect(page(egg)!.context).toMatchObject({ selected: 'egg', canonicalPath: egg, alternates: { fr: egg } });
    expect(pagesOf('de').some((p) => p.template === 'kids-converter')).toBe(false);
  });

  it('makes the CMS pages the locale has, and the hub blocks that have an id', () => {
    expect(page(routeTo('fr', 'story'))?.template).toBe('cms-page');
    expect(page(routeTo('fr', 'legal'))).toBeUndefined();
    expect(page('/fr/')!.context).toMatchObject({
      blocks: { hero: { heading: 'Miamo', paragraphs: ['Vite fait.'] } },
      canonicalPath: '/fr/',
    });
    expect(page(routeTo('fr', 'hubHome'))!.context).toMatchObject({ canonicalPath: '/fr/' });
  });

  it('puts in each sitemap exactly the pages of the sitemap rule, with their alternates', () => {
    for (const locale of LOCALES) {
      expect(plan.sitemaps.get(locale)?.map((entry) => entry.path)).toEqual(
        pagesOf(locale)
          .filter(inSitemap)
          .map((p) => p.path),
      );
    }
    const fr = plan.sitemaps.get('fr')!;
    expect(fr.find((entry) => entry.path === '/fr/recettes/tarte/')?.alternates).toEqual({
      fr: '/fr/recettes/tarte/',
      'en-us': '/en-us/recipes/tart/',
    });
    // Without alternates of its own, a page points to the same route in every locale.
    expect(fr.find((entry) => entry.path === routeTo('fr', 'universe', { vertical: 'kids' }))?.alternates).toEqual(
      Object.fromEntries(LOCALES.map((locale) => [locale, routeTo(locale, 'universe', { vertical: 'kids' })])),
    );
    expect(fr.map((entry) => entry.path)).not.toContain(routeTo('fr', 'hubHome'));
    expect(fr.map((entry) => entry.path)).not.toContain(routeTo('fr', 'login'));
  });

  it('rewrites to pages the plan creates: fallbacks answer 200, the 404 page 404', () => {
    expect(plan.rewrites).toEqual(LOCALES.flatMap(rewritesOf));
    for (const rewrite of plan.rewrites) {
      const target = page(rewrite.page);
      expect(target, rewrite.page).toBeDefined();
      expect(target!.template === 'not-found').toBe(rewrite.status === 404);
    }
  });
});

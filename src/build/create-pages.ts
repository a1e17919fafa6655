import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Messages } from '../core/i18n/messages';
import { LOCALES, type Locale } from '../core/locales/locales';
import { VERTICALS, equivalentPath, matchPathOf, routeTo } from '../core/locales/routes';
import { toRecipeSummary } from '../core/recipes/recipe-summary';
import { REWRITES_FILE, type Rewrite, sortRewrites } from '../core/site/rewrites';
import { type SitemapEntry, robotsTxt, sitemapFileOf, sitemapIndexXml, sitemapXml } from '../core/site/sitemap';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import type { HomeContext, RecipeContext, ShellContext, UniverseContext } from './page-context';
import { fetchAllRecords, fetchTerms, recipesUrl } from './source-api';

const TEMPLATES = path.resolve(__dirname, '../templates');
const template = (name: string) => path.join(TEMPLATES, `${name}.tsx`);
const HOME_RECIPES = 12;

function messagesOf(locale: Locale): Messages {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8'));
}

const rewrites: Rewrite[] = [];
const sitemaps = new Map<Locale, SitemapEntry[]>();
let sitemapSiteUrl = '';

/** A client-rendered route: its page under ___fallback answers every path of its pattern. */
function createFallback(createPage: Actions['createPage'], context: ShellContext, page: 'recipe' | 'recipeById', component: string) {
  const pattern = matchPathOf(context.locale, page);
  const fallbackPath = pattern.replace(`/${context.locale}/`, `/${context.locale}/___fallback/`).replace(/\*$/, '');
  createPage({ path: fallbackPath, matchPath: pattern, component, context });
  rewrites.push({ pattern, page: fallbackPath, status: 200 });
}

/** Creates every page of every locale from the API's catalogue (ARCHITECTURE section 2). */
export async function createSitePages(actions: Actions, apiUrl: string, siteUrl: string) {
  rewrites.length = 0;
  sitemaps.clear();
  sitemapSiteUrl = siteUrl;
  // Every indexable page goes into its locale's sitemap as it is created.
  const createPage: Actions['createPage'] = (page) => {
    actions.createPage(page);
    const context = page.context as ShellContext | undefined;
    if (!page.matchPath && context?.locale && !page.path.includes('/404/')) {
      const entries = sitemaps.get(context.locale) ?? [];
      const alternates = context.alternates ?? Object.fromEntries(LOCALES.map((other) => [other, equivalentPath(page.path, other)]));
      entries.push({ path: page.path, alternates });
      sitemaps.set(context.locale, entries);
    }
  };
  const catalogues = new Map<Locale, RecipeDetail[]>();
  for (const locale of LOCALES) catalogues.set(locale, await fetchAllRecords<RecipeDetail>(recipesUrl(apiUrl, locale)));
  // The same recipe (one id) in every locale that has it, for the switcher and hreflang.
  const slugsById = new Map<string, Partial<Record<Locale, string>>>();
  for (const [locale, records] of catalogues) {
    for (const record of records) {
      const slugs = slugsById.get(record.id) ?? {};
      slugs[locale] = routeTo(locale, 'recipe', { slug: record.url_slug });
      slugsById.set(record.id, slugs);
    }
  }

  for (const locale of LOCALES) {
    const messages = messagesOf(locale);
    const shell: ShellContext = { locale, messages, siteUrl };
    const records = catalogues.get(locale) ?? [];
    const recipes = records.map((record) => toRecipeSummary(record as RecipeDetail & Record<string, unknown>));
    const categories = new Map((await fetchTerms(apiUrl, 'recipe-categories', locale)).map((term) => [term.id, term.name]));
    const origins = new Map((await fetchTerms(apiUrl, 'recipe-origins', locale)).map((term) => [term.id, term.name]));

    createPage<HomeContext>({
      path: routeTo(locale, 'home'),
      component: template('home'),
      context: { ...shell, recipes: recipes.slice(0, HOME_RECIPES) },
    });
    for (const vertical of VERTICALS) {
      createPage<UniverseContext>({
        path: routeTo(locale, 'universe', { vertical }),
        component: template('universe'),
        context: { ...shell, vertical, recipes: recipes.filter((r) => r.vertical === vertical) },
      });
    }
    for (const recipe of records) {
      createPage<RecipeContext>({
        path: routeTo(locale, 'recipe', { slug: recipe.url_slug }),
        component: template('recipe'),
        context: {
          ...shell,
          recipe,
          names: { category: categories.get(recipe.category) ?? recipe.category, origin: origins.get(recipe.origin) ?? recipe.origin },
          alternates: slugsById.get(recipe.id),
        },
      });
    }
    createPage({ path: routeTo(locale, 'search'), component: template('search'), context: shell });
    createFallback(createPage, shell, 'recipe', template('recipe-fallback'));
    createFallback(createPage, shell, 'recipeById', template('recipe-fallback'));
    // The catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
    const notFoundPath = `/${locale}/404/`;
    createPage({ path: notFoundPath, matchPath: `/${locale}/*`, component: template('not-found'), context: shell });
    rewrites.push({ pattern: matchPathOf(locale, 'home'), page: notFoundPath, status: 404 });
  }
}

/** Writes the rewrites manifest the server (or a CDN) answers deep client-only paths with. */
export function writeRewrites(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, REWRITES_FILE), `${JSON.stringify(sortRewrites(rewrites), null, 2)}\n`);
}

/** Writes the sitemap index, one sitemap per locale, and robots.txt. */
export function writeSitemaps(publicDir: string) {
  for (const [locale, entries] of sitemaps) fs.writeFileSync(path.join(publicDir, sitemapFileOf(locale)), sitemapXml(sitemapSiteUrl, entries));
  fs.writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(sitemapSiteUrl, [...sitemaps.keys()]));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(sitemapSiteUrl));
}

import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Messages } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { VERTICALS, equivalentPath, matchPathOf, routeTo } from '../core/locales/routes';
import { toRecipeSummary } from '../core/recipes/recipe-summary';
import { REWRITES_FILE, type Rewrite, sortRewrites } from '../core/site/rewrites';
import { type SitemapEntry, robotsTxt, sitemapFileOf, sitemapIndexXml, sitemapXml } from '../core/site/sitemap';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { createTranslator } from '../core/i18n/messages';
import { slugify } from '../core/format/slugify';
import { DIETS } from '../core/rules';
import type { AccountContext, CmsContext, PremiumContext, ProfileContext, HomeContext, IndexContext, ListingContext, RecipeContext, ShellContext, UniverseContext } from './page-context';
import { type Term, type TermKind, fetchAllRecords, fetchIdsWithIngredient, fetchPage, fetchTerms, recipesUrl } from './source-api';
import { siteOf } from '../core/locales/catalogues';

const TEMPLATES = path.resolve(__dirname, '../templates');
const template = (name: string) => path.join(TEMPLATES, `${name}.tsx`);
const HOME_RECIPES = 12;
const ACCOUNT_SCREENS = ['login', 'signup', 'forgottenPassword', 'resetPassword', 'validation'] as const;
const CMS_PAGES = ['story', 'legal', 'legalCreators', 'mobileApp', 'landing', 'textTheApp'] as const;

const messagesCache = new Map<Locale, Messages>();
function messagesOf(locale: Locale): Messages {
  if (!messagesCache.has(locale)) messagesCache.set(locale, JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8')));
  return messagesCache.get(locale)!;
}

const rewrites: Rewrite[] = [];
const sitemaps = new Map<Locale, SitemapEntry[]>();
let sitemapSiteUrl = '';

/**
 * A client-rendered route: its ___fallback page answers every path of its pattern, through the
 * rewrites manifest (HTML and page-data), not Gatsby's matchPath: a wildcard matchPath makes
 * Gatsby ship every static page it shadows in its runtime (80,000 entries for 10,000 recipes).
 */
function createFallback(createPage: Actions['createPage'], context: ShellContext, page: 'recipe' | 'recipeById' | 'publicProfile' | 'book', component: string) {
  const pattern = matchPathOf(context.locale, page);
  const fallbackPath = pattern.replace(`/${context.locale}/`, `/${context.locale}/___fallback/`).replace(/\*$/, '');
  createPage({ path: fallbackPath, component, context });
  rewrites.push({ pattern, page: fallbackPath, status: 200 });
}

type AlternatesOf = (kind: TermKind, key: string, page: 'category' | 'ingredient') => Partial<Record<Locale, string>>;

/** Category, diet and ingredient pages of a locale, with their two index pages. */
async function createBrowsePages(
  createPage: Actions['createPage'],
  shell: ShellContext,
  records: RecipeDetail[],
  localeTerms: Record<TermKind, Term[]>,
  alternatesOf: AlternatesOf,
  apiUrl: string,
) {
  const { locale } = shell;
  const { t } = createTranslator(shell.messages, htmlLangOf(locale));
  const summaries = (list: RecipeDetail[]) => list.map((record) => toRecipeSummary(record as RecipeDetail & Record<string, unknown>));
  const listing = (path: string, title: string, list: RecipeDetail[], alternates: Partial<Record<Locale, string>> | undefined, empty: ListingContext['empty']) =>
    createPage<ListingContext>({ path, component: template('listing'), context: { ...shell, alternates, title, recipes: summaries(list), empty, canonicalPath: path } });

  const categoryLinks = localeTerms['recipe-categories'].map((term) => {
    const path = routeTo(locale, 'category', { slug: term.slug });
    listing(path, term.name, records.filter((r) => r.category === term.id), alternatesOf('recipe-categories', term.id, 'category'), 'errors.comingSoon');
    return { label: term.name, to: path };
  });
  const taken = new Set(localeTerms['recipe-categories'].map((term) => term.slug));
  const dietLinks = DIETS.flatMap((diet) => {
    const name = t(`diet.${diet}`);
    const slug = slugify(name);
    if (taken.has(slug)) return [];
    const path = routeTo(locale, 'category', { slug });
    const alternates = Object.fromEntries(LOCALES.map((other) => [other, routeTo(other, 'category', { slug: slugify(createTranslator(messagesOf(other), htmlLangOf(other)).t(`diet.${diet}`)) })]));
    listing(path, name, records.filter((r) => r.diets.includes(diet)), alternates, 'errors.comingSoon');
    return [{ label: name, to: path }];
  });
  const categoriesPath = routeTo(locale, 'categories');
  createPage<IndexContext>({
    path: categoriesPath,
    component: template('index-page'),
    context: { ...shell, title: t('category.title'), canonicalPath: categoriesPath, groups: [{ title: t('category.byCategory'), links: categoryLinks }, { title: t('category.byDiet'), links: dietLinks }] },
  });

  const byId = new Map(records.map((record) => [record.id, record]));
  const ingredientLinks = [];
  for (const term of localeTerms.ingredients) {
    const ids = await fetchIdsWithIngredient(apiUrl, locale, term.id);
    const path = routeTo(locale, 'ingredient', { slug: term.slug });
    const list = ids.map((id) => byId.get(id)).filter((r): r is RecipeDetail => !!r);
    listing(path, t('ingredient.recipesWith', { ingredient: term.name }), list, alternatesOf('ingredients', term.id, 'ingredient'), 'errors.noIngredientRecipe');
    ingredientLinks.push({ label: term.name, to: path });
  }
  const ingredientsPath = routeTo(locale, 'ingredients');
  createPage<IndexContext>({
    path: ingredientsPath,
    component: template('index-page'),
    context: { ...shell, title: t('ingredient.title'), canonicalPath: ingredientsPath, groups: [{ links: ingredientLinks }] },
  });
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
    const canonical = (page.context as { canonicalPath?: string } | undefined)?.canonicalPath;
    const screen = (page.context as { screen?: string } | undefined)?.screen;
    if (!page.matchPath && !screen && context?.locale && !/\/404\/|___fallback/.test(page.path) && (!canonical || canonical === page.path)) {
      const entries = sitemaps.get(context.locale) ?? [];
      const alternates = context.alternates ?? Object.fromEntries(LOCALES.map((other) => [other, equivalentPath(page.path, other)]));
      entries.push({ path: page.path, alternates });
      sitemaps.set(context.locale, entries);
    }
  };
  const catalogues = new Map<Locale, RecipeDetail[]>();
  const terms = new Map<Locale, Record<TermKind, Term[]>>();
  for (const locale of LOCALES) {
    catalogues.set(locale, await fetchAllRecords<RecipeDetail>(recipesUrl(apiUrl, locale)));
    terms.set(locale, {
      'recipe-categories': await fetchTerms(apiUrl, 'recipe-categories', locale),
      'recipe-origins': await fetchTerms(apiUrl, 'recipe-origins', locale),
      ingredients: await fetchTerms(apiUrl, 'ingredients', locale),
    });
  }
  // A category's or an ingredient's page in every locale, for the switcher and hreflang.
  const termAlternates = (kind: TermKind, key: string, page: 'category' | 'ingredient') =>
    Object.fromEntries(
      LOCALES.flatMap((other) => {
        const slug = terms.get(other)?.[kind].find((term) => term.id === key)?.slug;
        return slug ? [[other, routeTo(other, page, { slug })]] : [];
      }),
    );
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
    const localeTerms = terms.get(locale)!;
    const categories = new Map(localeTerms['recipe-categories'].map((term) => [term.id, term.name]));
    const origins = new Map(localeTerms['recipe-origins'].map((term) => [term.id, term.name]));
    const { t } = createTranslator(messages, htmlLangOf(locale));

    const hub = await fetchPage(apiUrl, siteOf(locale).cms.hubHome);
    const blocks = Object.fromEntries((hub?.sections ?? []).filter((s) => s.id).map((s) => [s.id, { heading: s.heading, paragraphs: s.paragraphs }]));
    // The home page is the hub; /{locale}/{hub word}/ shows the same blocks, canonical to the home.
    for (const page of ['home', 'hubHome'] as const) {
      createPage<HomeContext>({
        path: routeTo(locale, page),
        component: template('home'),
        context: { ...shell, recipes: recipes.slice(0, HOME_RECIPES), blocks, canonicalPath: routeTo(locale, 'home') },
      });
    }
    for (const kind of CMS_PAGES) {
      const cms = await fetchPage(apiUrl, siteOf(locale).cms[kind]);
      if (!cms) continue;
      const cmsPath = routeTo(locale, kind);
      createPage<CmsContext>({ path: cmsPath, component: template('cms-page'), context: { ...shell, page: cms, canonicalPath: cmsPath } });
    }
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
    for (const screen of ['profile', 'history', 'settings'] as const) {
      createPage<ProfileContext>({ path: routeTo(locale, screen), component: template('profile'), context: { ...shell, screen } });
    }
    for (const screen of ['accountPremium', 'profilePremium'] as const) {
      createPage<PremiumContext>({ path: routeTo(locale, screen), component: template('premium'), context: { ...shell, screen } });
    }
    for (const screen of ACCOUNT_SCREENS) {
      createPage<AccountContext>({ path: routeTo(locale, screen), component: template('account'), context: { ...shell, screen } });
    }
    await createBrowsePages(createPage, shell, records, localeTerms, termAlternates, apiUrl);
    createPage<ListingContext>({
      path: routeTo(locale, 'kids'),
      component: template('listing'),
      context: { ...shell, title: t('kids.title'), intro: t('kids.intro'), recipes: recipes.filter((r) => r.vertical === 'kids'), empty: 'errors.comingSoon', canonicalPath: routeTo(locale, 'kids'), vertical: 'kids' },
    });
    createFallback(createPage, shell, 'recipe', template('client-routes'));
    createFallback(createPage, shell, 'recipeById', template('client-routes'));
    createFallback(createPage, shell, 'publicProfile', template('client-routes'));
    createFallback(createPage, shell, 'book', template('client-routes'));
    // The catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
    const notFoundPath = `/${locale}/404/`;
    createPage({ path: notFoundPath, component: template('not-found'), context: shell });
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

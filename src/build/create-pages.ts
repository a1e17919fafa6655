import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Messages } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { VERTICALS, type Vertical, equivalentPath, routeTo } from '../core/locales/routes';
import { toRecipeSummary } from '../core/recipes/recipe-summary';
import { REWRITES_FILE, type Rewrite, sortRewrites } from '../core/site/rewrites';
import { type SitemapEntry, robotsTxt, sitemapFileOf, sitemapIndexXml, sitemapXml } from '../core/site/sitemap';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { createTranslator } from '../core/i18n/messages';
import { type FilterPage, filterPagesOf, matchesFilter } from '../core/site/filter-pages';
import { categoryVerticalPagesOf, fallbacksOf, inSitemap, notFoundPathOf, rewritesOf } from './page-plan';
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

type AlternatesOf = (kind: TermKind, key: string, page: 'category' | 'ingredient') => Partial<Record<Locale, string>>;
type PairAlternatesOf = (category: string, vertical: Vertical) => Partial<Record<Locale, string>>;

const translatorOf = (locale: Locale) => createTranslator(messagesOf(locale), htmlLangOf(locale)).t;

/** The same filter page in every locale, for the switcher and hreflang. */
function filterAlternates(page: FilterPage): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((other) => [other, filterPagesOf(other, translatorOf(other)).find((o) => o.kind === page.kind && o.value === page.value)!.path]));
}

/** Category pages (whole, and by universe), filter pages and ingredient pages of a locale, with their two index pages. */
async function createBrowsePages(
  createPage: Actions['createPage'],
  shell: ShellContext,
  records: RecipeDetail[],
  localeTerms: Record<TermKind, Term[]>,
  alternatesOf: AlternatesOf,
  apiUrl: string,
  pairAlternatesOf: PairAlternatesOf,
) {
  const { locale } = shell;
  const { t } = createTranslator(shell.messages, htmlLangOf(locale));
  const summaries = (list: RecipeDetail[]) => list.map((record) => toRecipeSummary(record as RecipeDetail & Record<string, unknown>));
  const listing = (
    path: string,
    title: string,
    list: RecipeDetail[],
    alternates: Partial<Record<Locale, string>> | undefined,
    empty: ListingContext['empty'],
    category?: string,
    extra: Pick<ListingContext, 'vertical' | 'related'> = {},
  ) => createPage<ListingContext>({ path, component: template('listing'), context: { ...shell, alternates, title, recipes: summaries(list), empty, canonicalPath: path, category, ...extra } });

  // A category within one universe, where the locale has recipes of both (SPEC "category vertical").
  const pairs = categoryVerticalPagesOf(locale, t, localeTerms['recipe-categories'], records);
  for (const pair of pairs) {
    const list = records.filter((r) => r.category === pair.category && r.vertical === pair.vertical);
    listing(pair.path, pair.title, list, pairAlternatesOf(pair.category, pair.vertical), 'errors.comingSoon', pair.category, { vertical: pair.vertical });
  }

  const categoryLinks = localeTerms['recipe-categories'].map((term) => {
    const path = routeTo(locale, 'category', { slug: term.slug });
    const universes = pairs.filter((pair) => pair.category === term.id).map((pair) => ({ label: t(`universe.${pair.vertical}`), to: pair.path }));
    const related = universes.length ? { title: t('category.byUniverse'), links: universes } : undefined;
    listing(path, term.name, records.filter((r) => r.category === term.id), alternatesOf('recipe-categories', term.id, 'category'), 'errors.comingSoon', term.id, { related });
    return { label: term.name, to: path };
  });
  // The diet, difficulty and preparation-time filter pages: 12 a locale at most, empty ones say so.
  const filters = filterPagesOf(locale, t, new Set(localeTerms['recipe-categories'].map((term) => term.slug)));
  const filterLinks = (kind: FilterPage['kind']) =>
    filters
      .filter((page) => page.kind === kind)
      .map((page) => {
        listing(page.path, page.title, records.filter((r) => matchesFilter(page, r)), filterAlternates(page), 'errors.comingSoon');
        return { label: page.label, to: page.path };
      });
  const dietLinks = filterLinks('diet');
  const filterGroups = [
    { title: t('category.byDifficulty'), links: filterLinks('difficulty') },
    { title: t('category.byTime'), links: filterLinks('time') },
  ];
  const categoriesPath = routeTo(locale, 'categories');
  createPage<IndexContext>({
    path: categoriesPath,
    component: template('index-page'),
    context: { ...shell, title: t('category.title'), canonicalPath: categoriesPath, groups: [{ title: t('category.byCategory'), links: categoryLinks }, { title: t('category.byDiet'), links: dietLinks }, ...filterGroups] },
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
    const context = page.context as ShellContext;
    if (inSitemap(page)) {
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
  // A category's page in one universe in every locale that has it (the same category, recipes of both).
  const pairAlternates: PairAlternatesOf = (category, vertical) =>
    Object.fromEntries(
      LOCALES.flatMap((other) => {
        const slug = terms.get(other)?.['recipe-categories'].find((term) => term.id === category)?.slug;
        const has = catalogues.get(other)?.some((r) => r.category === category && r.vertical === vertical);
        return slug && has ? [[other, routeTo(other, 'categoryVertical', { slug, vertical })]] : [];
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
    await createBrowsePages(createPage, shell, records, localeTerms, termAlternates, apiUrl, pairAlternates);
    createPage<ListingContext>({
      path: routeTo(locale, 'kids'),
      component: template('listing'),
      context: { ...shell, title: t('kids.title'), intro: t('kids.intro'), recipes: recipes.filter((r) => r.vertical === 'kids'), empty: 'errors.comingSoon', canonicalPath: routeTo(locale, 'kids'), vertical: 'kids' },
    });
    // The client-rendered routes (SPEC section 2): each ___fallback page answers every path of its
    // pattern through the rewrites manifest (HTML and page-data), not Gatsby's matchPath: a wildcard
    // matchPath makes Gatsby ship every static page it shadows (80,000 entries for 10,000 recipes).
    for (const fallback of fallbacksOf(locale)) {
      const context = 'screen' in fallback ? { ...shell, screen: fallback.screen } : shell;
      createPage({ path: fallback.path, component: template(fallback.template), context });
    }
    // The catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
    createPage({ path: notFoundPathOf(locale), component: template('not-found'), context: shell });
    rewrites.push(...rewritesOf(locale));
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

import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Messages } from '../core/i18n/messages';
import { siteOf } from '../core/locales/catalogues';
import { LOCALES, type Language, type Locale, languageOf } from '../core/locales/locales';
import type { RecipeAuthor, RecipeDetail } from '../core/recipes/recipe-detail';
import { REWRITES_FILE, sortRewrites } from '../core/site/rewrites';
import { robotsTxt, sitemapFileOf, sitemapIndexXml, sitemapXml } from '../core/site/sitemap';
import { handPagesToGatsby } from './gatsby/held-pages';
import { type LocaleSources, type SitePlan, type SiteSources, planSite, recipesByIngredient } from './page-plan';
import {
  fetchAllRecords,
  fetchAuthors,
  fetchIngredientKeys,
  fetchPage,
  fetchTerms,
  fetchProjects,
  fetchRecipeVideos,
  fetchShows,
  fetchWorkshops,
  recipesUrl,
} from './source-api';

// The IO of page creation: read the catalogue and the messages, create the planned pages, write
// the manifests. What is created is decided by src/build/page-plan.ts, which is unit-tested.
const TEMPLATES = path.resolve(__dirname, '../templates');

function messagesOf(locale: Locale): Messages {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8'));
}

type LanguageSources = Pick<LocaleSources, 'recipes' | 'terms' | 'recipesWithIngredient' | 'authors'>;
const languageReads = new Map<Language, Promise<LanguageSources>>();

/**
 * What the locales of one language share: the API answers recipes and terms by language (en-us
 * and en-gb, es-es and es-mx read the same), so each language is read once per build.
 */
function readLanguage(apiUrl: string, locale: Locale): Promise<LanguageSources> {
  const language = languageOf(locale);
  if (!languageReads.has(language)) {
    languageReads.set(
      language,
      (async () => {
        const recipes = await fetchAllRecords<RecipeDetail>(recipesUrl(apiUrl, locale));
        const [categories, origins, ingredients, ingredientKeys] = await Promise.all([
          fetchTerms(apiUrl, 'recipe-categories', locale),
          fetchTerms(apiUrl, 'recipe-origins', locale),
          fetchTerms(apiUrl, 'ingredients', locale),
          fetchIngredientKeys(apiUrl, locale),
        ]);
        return {
          recipes,
          terms: { 'recipe-categories': categories, 'recipe-origins': origins, ingredients },
          recipesWithIngredient: recipesByIngredient(recipes, ingredientKeys),
          authors: await readAuthors(apiUrl, recipes),
        };
      })(),
    );
  }
  return languageReads.get(language)!;
}

/** Everything one locale's pages are made from: its messages and its catalogue, read from the API. */
async function readLocale(apiUrl: string, locale: Locale, videos: LocaleSources['videos']): Promise<LocaleSources> {
  const cms = {} as LocaleSources['cms'];
  for (const [key, id] of Object.entries(siteOf(locale).cms) as [keyof LocaleSources['cms'], string][]) {
    cms[key] = await fetchPage(apiUrl, id);
  }
  return {
    messages: messagesOf(locale),
    ...(await readLanguage(apiUrl, locale)),
    cms,
    workshops: await fetchWorkshops(apiUrl, locale),
    projects: await fetchProjects(apiUrl, locale),
    videos,
    ...(await fetchShows(apiUrl, locale)),
  };
}

/** Each author's read: the batch that asked for them, by author id. */
const authorReads = new Map<string, Promise<Record<string, RecipeAuthor>>>();

/**
 * The members who wrote these recipes (their public profiles), read once per build in one batch
 * for those not read yet (fetchAuthors); a gone one is left out.
 */
async function readAuthors(apiUrl: string, recipes: RecipeDetail[]): Promise<Record<string, RecipeAuthor>> {
  const ids = [...new Set(recipes.map((recipe) => recipe.author).filter((id): id is string => !!id))];
  const unread = ids.filter((id) => !authorReads.has(id));
  if (unread.length) {
    const batch = fetchAuthors(apiUrl, unread);
    for (const id of unread) authorReads.set(id, batch);
  }
  const authors: Record<string, RecipeAuthor> = {};
  for (const id of ids) {
    const author = (await authorReads.get(id))?.[id];
    if (author) authors[id] = author;
  }
  return authors;
}

let plan: SitePlan = { pages: [], sitemaps: new Map(), rewrites: [] };
let planSiteUrl = '';

const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);

/**
 * Creates every page of every locale from the API's catalogue (ARCHITECTURE section 2), and says
 * where the time went: reading, planning, handing the pages to Gatsby (`log`, the build's reporter).
 * The pages Gatsby holds unchanged from the previous build are only kept.
 */
export async function createSitePages(
  actions: Actions,
  apiUrl: string,
  siteUrl: string,
  log: (line: string) => void = () => {},
) {
  const started = performance.now();
  const videos = await fetchRecipeVideos(apiUrl);
  // A build reads the catalogue as it is now: nothing is kept from a previous one in this process.
  languageReads.clear();
  authorReads.clear();
  // The languages are read side by side: the API answers one while this process parses another's
  // (at 10,000 recipes, in the server's builds, 10.2–10.7 s one after the other, 8.7–8.8 s at once).
  const read = await Promise.all(LOCALES.map((locale) => readLocale(apiUrl, locale, videos)));
  const sources = Object.fromEntries(LOCALES.map((locale, index) => [locale, read[index]])) as SiteSources;
  const readAt = performance.now();
  plan = planSite(sources, siteUrl);
  planSiteUrl = siteUrl;
  const planned = performance.now();
  const pages = plan.pages.map((page) => ({
    path: page.path,
    component: path.join(TEMPLATES, `${page.template}.tsx`),
    context: page.context,
  }));
  const { created, kept } = handPagesToGatsby(pages, (page) => actions.createOrKeepPage(page));
  log(
    `createPages: the catalogue read in ${seconds(started, readAt)} s, ${plan.pages.length} pages planned in ` +
      `${seconds(readAt, planned)} s, handed to Gatsby in ${seconds(planned, performance.now())} s ` +
      `(${created} created, ${kept} held unchanged)`,
  );
}

/** The paths of the pages this build planned (and handed to Gatsby). */
export const plannedPaths = (): string[] => plan.pages.map((page) => page.path);

/** Writes the rewrites manifest the server (or a CDN) answers deep client-only paths with. */
export function writeRewrites(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, REWRITES_FILE), `${JSON.stringify(sortRewrites(plan.rewrites), null, 2)}\n`);
}

/** Writes the sitemap index, one sitemap per locale, and robots.txt. */
export function writeSitemaps(publicDir: string) {
  for (const [locale, entries] of plan.sitemaps) {
    fs.writeFileSync(path.join(publicDir, sitemapFileOf(locale)), sitemapXml(planSiteUrl, entries));
  }
  fs.writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(planSiteUrl, [...plan.sitemaps.keys()]));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(planSiteUrl));
}

import { type Messages, createTranslator } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import type { CmsPage } from '../core/contract/pages';
import type { Term, TermKind } from '../core/contract/taxonomy';
import type { CmsPageKey } from '../core/locales/catalogues';
import { type Page, VERTICALS, equivalentPath, matchPathOf, routeTo } from '../core/locales/routes';
import type { RecipeAuthor, RecipeDetail } from '../core/recipes/recipe-detail';
import type { Rewrite } from '../core/site/rewrites';
import type { Workshop } from '../core/contract/workshops';
import type { Project } from '../core/contract/cocreation';
import type { VideoSource } from '../core/contract/videos';
import type { EpisodeRecord, ShowRecord } from '../core/contract/shows';
import type { SitemapEntry } from '../core/site/sitemap';
import { MEASURED_INGREDIENTS, type MeasuredIngredient } from '../core/kitchen/measures';
import { defaultUnitSystem } from '../core/kitchen/unit-systems';
import { lineQuantityText } from '../core/recipes/quantity-text';
import { browsePagesOf, listedRecipes, summariesOf } from './browse-plan';
import type {
  AccountContext,
  CmsContext,
  HomeContext,
  CocreationContext,
  EpisodeContext,
  ShowContext,
  ShowsContext,
  KidsConverterContext,
  WorkshopContext,
  WorkshopsContext,
  ListingContext,
  PremiumContext,
  ProfileContext,
  RecipeContext,
  ShellContext,
  UniverseContext,
} from '../core/site/page-context';

/**
 * The client-rendered fallback routes of a locale (SPEC section 2): each page answers every path
 * of its pattern through the rewrites manifest. The account ones render the account screen that
 * reads its secret from the path; the others route on the real URL (client-routes).
 */
const FALLBACKS = [
  { page: 'validationLink', template: 'account', screen: 'validation' },
  { page: 'publicProfile', template: 'client-routes' },
  { page: 'resetPasswordLink', template: 'account', screen: 'resetPassword' },
  { page: 'book', template: 'client-routes' },
  { page: 'recipe', template: 'client-routes' },
  { page: 'recipeById', template: 'client-routes' },
  { page: 'category', template: 'client-routes' },
  { page: 'communityPost', template: 'client-routes' },
  { page: 'myRecipe', template: 'client-routes' },
  { page: 'appPost', template: 'client-routes' },
] as const satisfies readonly { page: Page; template: string; screen?: string }[];

export type Fallback = (typeof FALLBACKS)[number] & { pattern: string; path: string };

/** A locale's fallback pages: `/fr/recettes/*` is answered by `/fr/___fallback/recettes/`. */
export function fallbacksOf(locale: Locale): Fallback[] {
  return FALLBACKS.map((fallback) => {
    const pattern = matchPathOf(locale, fallback.page);
    return { ...fallback, pattern, path: pattern.replace(`/${locale}/`, `/${locale}/___fallback/`).replace(/\*$/, '') };
  });
}

/** The locale's catch-all: any other path under /{locale}/ shows its 404 page, with status 404. */
export const notFoundPathOf = (locale: Locale) => `/${locale}/404/`;

/** The rewrites manifest's entries of a locale: its fallbacks (200), then its catch-all (404). */
export function rewritesOf(locale: Locale): Rewrite[] {
  return [
    ...fallbacksOf(locale).map((fallback): Rewrite => ({
      pattern: fallback.pattern,
      page: fallback.path,
      status: 200,
    })),
    { pattern: matchPathOf(locale, 'home'), page: notFoundPathOf(locale), status: 404 },
  ];
}

/**
 * Whether a created page goes into its locale's sitemap: a page of a locale, not a client-only
 * or per-member screen, not a fallback or a 404, and its own canonical page.
 */
export function inSitemap(page: { path: string; matchPath?: string; context?: unknown }): boolean {
  const context = (page.context ?? {}) as { locale?: string; canonicalPath?: string; screen?: string };
  if (page.matchPath || context.screen || !context.locale) return false;
  if (/\/404\/|___fallback/.test(page.path)) return false;
  return !context.canonicalPath || context.canonicalPath === page.path;
}

/** The templates of src/templates that pages are made from. */
export type TemplateName =
  | 'home'
  | 'cms-page'
  | 'universe'
  | 'recipe'
  | 'search'
  | 'profile'
  | 'premium'
  | 'account'
  | 'listing'
  | 'index-page'
  | 'client-routes'
  | 'community-feed'
  | 'creators'
  | 'creators-questionnaire'
  | 'kids-converter'
  | 'workshops'
  | 'workshop'
  | 'cocreation'
  | 'shows'
  | 'show'
  | 'episode'
  | 'preview'
  | 'shopping-list'
  | 'shared-collection'
  | 'not-found';

/** A page to create: its path, its template and the context the template receives. */
export interface PlannedPage {
  path: string;
  template: TemplateName;
  context: ShellContext;
}

/** What the build reads for one locale: its messages and, from the API, its catalogue. */
export interface LocaleSources {
  messages: Messages;
  recipes: RecipeDetail[];
  terms: Record<TermKind, Term[]>;
  /** The locale's CMS pages by key (locales/{locale}/site.json names their ids); null where it has none. */
  cms: Record<CmsPageKey, CmsPage | null>;
  /** The ids of the locale's recipes that use each ingredient, by ingredient id. */
  recipesWithIngredient: Record<string, string[]>;
  /** The members who wrote recipes of the locale, by id (absent: the build could not read them). */
  authors?: Record<string, RecipeAuthor>;
  /** The workshops with words in the locale's language, soonest first. */
  workshops?: Workshop[];
  /** The co-creation projects with words in the locale's language. */
  projects?: Project[];
  /** The recipes' videos, by recipe id. */
  videos?: Record<string, VideoSource>;
  /** The locale's cooking shows in their order, and their episodes by season and number. */
  shows?: ShowRecord[];
  episodes?: EpisodeRecord[];
}

export type SiteSources = Record<Locale, LocaleSources>;

/** The whole site: every page of every locale, each locale's sitemap entries, the rewrites manifest. */
export interface SitePlan {
  pages: PlannedPage[];
  sitemaps: Map<Locale, SitemapEntry[]>;
  rewrites: Rewrite[];
}

const HOME_RECIPES = 12;
const CMS_PAGES = [
  'story',
  'legal',
  'legalCreators',
  'mobileApp',
  'landing',
  'textTheApp',
] as const satisfies readonly CmsPageKey[];
const ACCOUNT_SCREENS = ['login', 'signup', 'forgottenPassword', 'resetPassword', 'validation'] as const;

/** The same recipe (one id) in every locale that has it, for the switcher and hreflang. */
function recipeAlternates(sources: SiteSources): Map<string, Partial<Record<Locale, string>>> {
  const slugsById = new Map<string, Partial<Record<Locale, string>>>();
  for (const locale of LOCALES) {
    for (const record of sources[locale].recipes) {
      const slugs = slugsById.get(record.id) ?? {};
      slugs[locale] = routeTo(locale, 'recipe', { slug: record.url_slug });
      slugsById.set(record.id, slugs);
    }
  }
  return slugsById;
}

/** Every page of one locale, in the order the build creates them. */
export function localePagesOf(
  sources: SiteSources,
  locale: Locale,
  siteUrl: string,
  alternates = recipeAlternates(sources),
): PlannedPage[] {
  const { messages, recipes: records, terms, cms } = sources[locale];
  const shell: ShellContext = { locale, siteUrl };
  const translator = createTranslator(messages, htmlLangOf(locale));
  const { t } = translator;
  const units = defaultUnitSystem(locale);
  const categories = new Map(terms['recipe-categories'].map((term) => [term.id, term.name]));
  const origins = new Map(terms['recipe-origins'].map((term) => [term.id, term.name]));
  const pages: PlannedPage[] = [];

  // The home page is the hub; /{locale}/{hub word}/ shows the same blocks, canonical to the home.
  const blocks = Object.fromEntries(
    (cms.hubHome?.sections ?? [])
      .filter((section) => section.id)
      .map((section) => [section.id, { heading: section.heading, paragraphs: section.paragraphs }]),
  );
  for (const page of ['home', 'hubHome'] as const) {
    const context: HomeContext = {
      ...shell,
      recipes: summariesOf(records.slice(0, HOME_RECIPES)),
      blocks,
      canonicalPath: routeTo(locale, 'home'),
    };
    pages.push({ path: routeTo(locale, page), template: 'home', context });
  }
  for (const kind of CMS_PAGES) {
    const page = cms[kind];
    if (!page) continue;
    const context: CmsContext = { ...shell, page, canonicalPath: routeTo(locale, kind) };
    pages.push({ path: routeTo(locale, kind), template: 'cms-page', context });
  }
  for (const vertical of VERTICALS) {
    const listed = listedRecipes(
      records.filter((r) => r.vertical === vertical),
      { universe: vertical },
    );
    const context: UniverseContext = { ...shell, vertical, ...listed };
    pages.push({ path: routeTo(locale, 'universe', { vertical }), template: 'universe', context });
  }
  for (const recipe of records) {
    const names = {
      category: categories.get(recipe.category) ?? recipe.category,
      origin: origins.get(recipe.origin) ?? recipe.origin,
      author: (recipe.author && sources[locale].authors?.[recipe.author]) || null,
    };
    const context: RecipeContext = {
      ...shell,
      recipe,
      quantities: (recipe.ingredients ?? []).map((line) =>
        lineQuantityText(
          translator,
          htmlLangOf(locale),
          line,
          { from: recipe.numberOfPeople, to: recipe.numberOfPeople },
          units,
        ),
      ),
      names,
      alternates: alternates.get(recipe.id),
      video: sources[locale].videos?.[recipe.id] ?? null,
    };
    pages.push({ path: routeTo(locale, 'recipe', { slug: recipe.url_slug }), template: 'recipe', context });
  }
  pages.push({ path: routeTo(locale, 'search'), template: 'search', context: shell });
  // The community feed: a static shell whose posts load in the browser (they change by the minute).
  pages.push({ path: routeTo(locale, 'communityFeed'), template: 'community-feed', context: shell });
  // The creators programme: how it works, and the creators (loaded in the browser).
  pages.push({ path: routeTo(locale, 'creators'), template: 'creators', context: shell });
  pages.push({
    path: routeTo(locale, 'creatorsQuestionnaire'),
    template: 'creators-questionnaire',
    context: shell,
  });
  for (const screen of ['profile', 'history', 'settings', 'myRecipes', 'moderation'] as const) {
    const context: ProfileContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'profile', context });
  }
  for (const screen of ['accountPremium', 'profilePremium'] as const) {
    const context: PremiumContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'premium', context });
  }
  for (const screen of ACCOUNT_SCREENS) {
    const context: AccountContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'account', context });
  }
  pages.push(...browsePagesOf(sources, shell));
  const kids: ListingContext = {
    ...shell,
    title: t('kids.title'),
    intro: t('kids.intro'),
    ...listedRecipes(
      records.filter((r) => r.vertical === 'kids'),
      { universe: 'kids' },
    ),
    empty: 'errors.comingSoon',
    canonicalPath: routeTo(locale, 'kids'),
    vertical: 'kids',
  };
  pages.push({ path: routeTo(locale, 'kids'), template: 'listing', context: kids });
  pages.push(...kidsConverterPagesOf(sources, shell));
  pages.push(...workshopPagesOf(sources, shell));
  const cocreation: CocreationContext = {
    ...shell,
    projects: sources[locale].projects ?? [],
    canonicalPath: routeTo(locale, 'cocreation'),
  };
  pages.push({ path: routeTo(locale, 'cocreation'), template: 'cocreation', context: cocreation });
  pages.push(...showPagesOf(sources, shell));
  // The shopping list: a screen of the cook's own, client-rendered, out of the sitemap.
  pages.push({
    path: routeTo(locale, 'shoppingList'),
    template: 'shopping-list',
    context: { ...shell, screen: 'shoppingList' } as ShellContext,
  });
  pages.push({
    path: routeTo(locale, 'sharedCollection'),
    template: 'shared-collection',
    context: { ...shell, screen: 'sharedCollection' } as ShellContext,
  });
  // Staff previews: one client-rendered shell, kept out of the sitemap (a screen, not content).
  pages.push({
    path: routeTo(locale, 'preview'),
    template: 'preview',
    context: { ...shell, screen: 'preview' } as ShellContext,
  });
  // The client-rendered routes (SPEC section 2): each ___fallback page answers every path of its
  // pattern through the rewrites manifest (HTML and page-data), not Gatsby's matchPath: a wildcard
  // matchPath makes Gatsby ship every static page it shadows (80,000 entries for 10,000 recipes).
  for (const fallback of fallbacksOf(locale)) {
    const context = 'screen' in fallback ? { ...shell, screen: fallback.screen } : shell;
    pages.push({ path: fallback.path, template: fallback.template, context });
  }
  // The catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
  pages.push({ path: notFoundPathOf(locale), template: 'not-found', context: shell });
  return pages;
}

/** The converter's first ingredient, on its home page. */
const CONVERTER_DEFAULT: MeasuredIngredient = 'plain-flour';

/** The kids converter: its home (flour chosen) and one static page per ingredient the locale names. */
function kidsConverterPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const pathOf = (other: Locale, id: MeasuredIngredient) => {
    const slug = sources[other].terms.ingredients.find((term) => term.id === id)?.slug;
    return slug ? routeTo(other, 'kidsConverterIngredient', { slug }) : undefined;
  };
  const names = new Map(sources[locale].terms.ingredients.map((term) => [term.id, term.name]));
  const ingredients = MEASURED_INGREDIENTS.flatMap((id) => {
    const path = pathOf(locale, id);
    const name = names.get(id);
    return path && name ? [{ id, name, path }] : [];
  }).sort((a, b) => a.name.localeCompare(b.name, htmlLangOf(locale)));
  if (!ingredients.length) return [];
  const home = routeTo(locale, 'kidsConverter');
  const selected = ingredients.some((i) => i.id === CONVERTER_DEFAULT) ? CONVERTER_DEFAULT : ingredients[0].id;
  const pages: PlannedPage[] = [];
  const homeContext: KidsConverterContext = { ...shell, ingredients, selected, canonicalPath: home };
  pages.push({ path: home, template: 'kids-converter', context: homeContext });
  for (const ingredient of ingredients) {
    const alternates = Object.fromEntries(
      LOCALES.flatMap((other) => {
        const path = pathOf(other, ingredient.id);
        return path ? [[other, path]] : [];
      }),
    );
    const context: KidsConverterContext = {
      ...shell,
      ingredients,
      selected: ingredient.id,
      canonicalPath: ingredient.path,
      alternates,
    };
    pages.push({ path: ingredient.path, template: 'kids-converter', context });
  }
  return pages;
}

/** The workshops page and one page per workshop, in the locale's words (places load in the browser). */
function workshopPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const workshops = sources[locale].workshops ?? [];
  const list: WorkshopsContext = { ...shell, workshops, canonicalPath: routeTo(locale, 'workshops') };
  const pages: PlannedPage[] = [{ path: routeTo(locale, 'workshops'), template: 'workshops', context: list }];
  for (const workshop of workshops) {
    const alternates = Object.fromEntries(
      LOCALES.flatMap((other) => {
        const slug = sources[other].workshops?.find((w) => w.id === workshop.id)?.slug;
        return slug ? [[other, routeTo(other, 'workshop', { slug })]] : [];
      }),
    );
    const path = routeTo(locale, 'workshop', { slug: workshop.slug });
    const context: WorkshopContext = { ...shell, workshop, canonicalPath: path, alternates };
    pages.push({ path, template: 'workshop', context });
  }
  return pages;
}

/** How many of the newest episodes the shows home shows. */
const NEW_EPISODES = 6;

const episodePath = (locale: Locale, episode: EpisodeRecord) =>
  routeTo(locale, 'episode', { show: episode.show_slug, episode: episode.slug });

/** The same show or episode (one id) in every locale that has it. */
function showAlternates(sources: SiteSources, id: string, kind: 'show' | 'episode') {
  return Object.fromEntries(
    LOCALES.flatMap((other) => {
      if (kind === 'show') {
        const show = sources[other].shows?.find((s) => s.id === id);
        return show ? [[other, routeTo(other, 'show', { slug: show.slug })]] : [];
      }
      const episode = sources[other].episodes?.find((e) => e.id === id);
      return episode ? [[other, episodePath(other, episode)]] : [];
    }),
  );
}

/**
 * The shows home (new episodes, every show, their teasers), a page per show (its seasons) and a
 * video page per episode, which knows the episodes before and after it in its show.
 */
function showPagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const shows = (sources[locale].shows ?? []).filter((show) => show.episodes_count > 0);
  const episodes = sources[locale].episodes ?? [];
  const newEpisodes = [...episodes].sort((a, b) => b.published_at - a.published_at).slice(0, NEW_EPISODES);
  const home: ShowsContext = { ...shell, shows, newEpisodes, canonicalPath: routeTo(locale, 'shows') };
  const pages: PlannedPage[] = [{ path: routeTo(locale, 'shows'), template: 'shows', context: home }];
  for (const show of shows) {
    const own = episodes
      .filter((episode) => episode.show_id === show.id)
      .sort((a, b) => a.season - b.season || a.number - b.number);
    const path = routeTo(locale, 'show', { slug: show.slug });
    const context: ShowContext = {
      ...shell,
      show,
      episodes: own,
      canonicalPath: path,
      alternates: showAlternates(sources, show.id, 'show'),
    };
    pages.push({ path, template: 'show', context });
    own.forEach((episode, index) => {
      const link = (other?: EpisodeRecord) => other && { path: episodePath(locale, other), title: other.title };
      const episodeContext: EpisodeContext = {
        ...shell,
        episode,
        showPath: path,
        previous: link(own[index - 1]) ?? null,
        next: link(own[index + 1]) ?? null,
        canonicalPath: episodePath(locale, episode),
        alternates: showAlternates(sources, episode.id, 'episode'),
      };
      pages.push({ path: episodePath(locale, episode), template: 'episode', context: episodeContext });
    });
  }
  return pages;
}

/** Each locale's sitemap entries, in page order, with the page's alternates in the other locales. */
export function sitemapsOf(pages: readonly PlannedPage[]): Map<Locale, SitemapEntry[]> {
  const sitemaps = new Map<Locale, SitemapEntry[]>();
  for (const page of pages.filter(inSitemap)) {
    const { locale, alternates } = page.context;
    const entries = sitemaps.get(locale) ?? [];
    entries.push({
      path: page.path,
      alternates: alternates ?? Object.fromEntries(LOCALES.map((other) => [other, equivalentPath(page.path, other)])),
    });
    sitemaps.set(locale, entries);
  }
  return sitemaps;
}

/**
 * The ids of the recipes that use each ingredient, in the recipes' order (the catalogue's, as a
 * `contains_ingredients` list would give them), from each recipe's ingredient ids.
 */
export function recipesByIngredient(
  recipes: readonly { id: string }[],
  ingredientKeys: Record<string, readonly string[]>,
): Record<string, string[]> {
  const byIngredient: Record<string, string[]> = {};
  for (const { id } of recipes)
    for (const ingredient of new Set(ingredientKeys[id] ?? [])) (byIngredient[ingredient] ??= []).push(id);
  return byIngredient;
}

/** The plan of the whole site from what the build read (ARCHITECTURE section 2). */
export function planSite(sources: SiteSources, siteUrl: string): SitePlan {
  const alternates = recipeAlternates(sources);
  const pages = LOCALES.flatMap((locale) => localePagesOf(sources, locale, siteUrl, alternates));
  return { pages, sitemaps: sitemapsOf(pages), rewrites: LOCALES.flatMap(rewritesOf) };
}

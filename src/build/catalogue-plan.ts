import { createTranslator } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import type { CmsPageKey } from '../core/locales/catalogues';
import { VERTICALS, routeTo } from '../core/locales/routes';
import { defaultUnitSystem } from '../core/kitchen/unit-systems';
import { lineQuantityText } from '../core/recipes/quantity-text';
import type {
  CmsContext,
  HomeContext,
  ListingContext,
  RecipeContext,
  ShellContext,
  UniverseContext,
} from '../core/site/page-context';
import { listedRecipes, summariesOf } from './browse-plan';
import type { PlannedPage, SiteSources } from './planned-page';

const HOME_RECIPES = 12;
const CMS_PAGES = [
  'story',
  'legal',
  'legalCreators',
  'mobileApp',
  'landing',
  'textTheApp',
] as const satisfies readonly CmsPageKey[];

/** The same recipe (one id) in every locale that has it, for the switcher and hreflang. */
export function recipeAlternates(sources: SiteSources): Map<string, Partial<Record<Locale, string>>> {
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

/** The home hub and its twin, the CMS pages and the universes of a locale. */
export function homePagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const { recipes: records, cms } = sources[locale];
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
  return pages;
}

/** A page per recipe of the locale: its quantities in the locale's units, its names, its video. */
export function recipePagesOf(
  sources: SiteSources,
  shell: ShellContext,
  alternates: Map<string, Partial<Record<Locale, string>>>,
): PlannedPage[] {
  const { locale } = shell;
  const { messages, recipes: records, terms } = sources[locale];
  const translator = createTranslator(messages, htmlLangOf(locale));
  const units = defaultUnitSystem(locale);
  const categories = new Map(terms['recipe-categories'].map((term) => [term.id, term.name]));
  const origins = new Map(terms['recipe-origins'].map((term) => [term.id, term.name]));
  return records.map((recipe) => {
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
    return { path: routeTo(locale, 'recipe', { slug: recipe.url_slug }), template: 'recipe', context };
  });
}

/** The kids home: the kids universe's recipes under its own heading. */
export function kidsHomePageOf(sources: SiteSources, shell: ShellContext): PlannedPage {
  const { locale } = shell;
  const { t } = createTranslator(sources[locale].messages, htmlLangOf(locale));
  const kids: ListingContext = {
    ...shell,
    title: t('kids.title'),
    intro: t('kids.intro'),
    ...listedRecipes(
      sources[locale].recipes.filter((r) => r.vertical === 'kids'),
      { universe: 'kids' },
    ),
    empty: 'errors.comingSoon',
    canonicalPath: routeTo(locale, 'kids'),
    vertical: 'kids',
  };
  return { path: routeTo(locale, 'kids'), template: 'listing', context: kids };
}

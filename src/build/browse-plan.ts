import type { TermKind } from '../core/contract/taxonomy';
import { createTranslator, type Translator } from '../core/i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../core/locales/locales';
import { VERTICALS, type Vertical, routeTo } from '../core/locales/routes';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { toRecipeSummary } from '../core/recipes/recipe-summary';
import { type FilterPage, filterPagesOf, matchesFilter } from '../core/site/filter-pages';
import { RECIPES_PAGE_SIZE } from '../core/rules';
import { EMPTY_SEARCH, type SearchState, searchQueryString } from '../core/search/search-params';
import type { IndexContext, ListedRecipes, ListingContext, ShellContext } from '../core/site/page-context';
import type { PlannedPage, SiteSources } from './planned-page';

export const summariesOf = (list: RecipeDetail[]) =>
  list.map((record) => toRecipeSummary(record as RecipeDetail & Record<string, unknown>));

/**
 * A listing's first page of cards, its count, and, when it has more, the search its other cards
 * load from (a 2,000-recipe category's page would otherwise carry 2,000 cards in its HTML and data).
 * `list` is in the catalogue's order, newest first, as the API lists the search.
 */
export function listedRecipes(list: RecipeDetail[], filter: Partial<SearchState>): ListedRecipes {
  const shown = list.slice(0, RECIPES_PAGE_SIZE);
  const last = shown.at(-1);
  const more =
    list.length > shown.length && last
      ? { search: searchQueryString({ ...EMPTY_SEARCH, ...filter }), before: last.last_modified }
      : undefined;
  return { recipes: summariesOf(shown), total: list.length, ...(more && { more }) };
}

export interface CategoryVerticalPage {
  path: string;
  category: string;
  vertical: Vertical;
  title: string;
}

/**
 * A category within one universe (SPEC "category vertical"): a static page only where the
 * locale has recipes of both, so pages grow with the catalogue, not with categories × universes;
 * the other pairs open through the category fallback, which says new recipes are coming soon.
 */
export function categoryVerticalPagesOf(
  locale: Locale,
  t: Translator['t'],
  categories: readonly { id: string; name: string; slug: string }[],
  recipes: readonly { category: string; vertical: string }[],
): CategoryVerticalPage[] {
  const pairs = new Set(recipes.map((recipe) => `${recipe.category}/${recipe.vertical}`));
  return categories.flatMap((category) =>
    VERTICALS.filter((vertical) => pairs.has(`${category.id}/${vertical}`)).map((vertical) => ({
      path: routeTo(locale, 'categoryVertical', { slug: category.slug, vertical }),
      category: category.id,
      vertical,
      title: t('category.inUniverse', { category: category.name, universe: t(`universe.${vertical}`) }),
    })),
  );
}

const translatorOf = (sources: SiteSources, locale: Locale) =>
  createTranslator(sources[locale].messages, htmlLangOf(locale)).t;

/** A category's or an ingredient's page in every locale that has the term, for the switcher and hreflang. */
function termAlternates(sources: SiteSources, kind: TermKind, key: string, page: 'category' | 'ingredient') {
  return Object.fromEntries(
    LOCALES.flatMap((other) => {
      const slug = sources[other].terms[kind].find((term) => term.id === key)?.slug;
      return slug ? [[other, routeTo(other, page, { slug })]] : [];
    }),
  );
}

/** A category's page in one universe in every locale that has it (the same category, recipes of both). */
function pairAlternates(sources: SiteSources, category: string, vertical: Vertical) {
  return Object.fromEntries(
    LOCALES.flatMap((other) => {
      const slug = sources[other].terms['recipe-categories'].find((term) => term.id === category)?.slug;
      const has = sources[other].recipes.some((r) => r.category === category && r.vertical === vertical);
      return slug && has ? [[other, routeTo(other, 'categoryVertical', { slug, vertical })]] : [];
    }),
  );
}

/** The same filter page in every locale, for the switcher and hreflang. */
function filterAlternates(sources: SiteSources, page: FilterPage): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    LOCALES.map((other) => [
      other,
      filterPagesOf(other, translatorOf(sources, other)).find((o) => o.kind === page.kind && o.value === page.value)!
        .path,
    ]),
  );
}

/**
 * The browse pages of a locale: categories (whole, and by universe), the diet, difficulty and
 * preparation-time filter pages, ingredient pages, and their two index pages.
 */
export function browsePagesOf(sources: SiteSources, shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const { recipes: records, terms, recipesWithIngredient } = sources[locale];
  const t = translatorOf(sources, locale);
  const pages: PlannedPage[] = [];
  const listing = (
    path: string,
    title: string,
    listed: ListedRecipes,
    alternates: Partial<Record<Locale, string>> | undefined,
    empty: ListingContext['empty'],
    category?: string,
    extra: Pick<ListingContext, 'vertical' | 'related'> = {},
  ) => {
    const context: ListingContext = {
      ...shell,
      alternates,
      title,
      ...listed,
      empty,
      canonicalPath: path,
      category,
      ...extra,
    };
    pages.push({ path, template: 'listing', context });
  };

  // A category within one universe, where the locale has recipes of both (SPEC "category vertical").
  const pairs = categoryVerticalPagesOf(locale, t, terms['recipe-categories'], records);
  for (const pair of pairs) {
    const list = records.filter((r) => r.category === pair.category && r.vertical === pair.vertical);
    const listed = listedRecipes(list, { category: pair.category, universe: pair.vertical });
    const alternates = pairAlternates(sources, pair.category, pair.vertical);
    listing(pair.path, pair.title, listed, alternates, 'errors.comingSoon', pair.category, { vertical: pair.vertical });
  }

  const categoryLinks = terms['recipe-categories'].map((term) => {
    const path = routeTo(locale, 'category', { slug: term.slug });
    const universes = pairs
      .filter((pair) => pair.category === term.id)
      .map((pair) => ({ label: t(`universe.${pair.vertical}`), to: pair.path }));
    const related = universes.length ? { title: t('category.byUniverse'), links: universes } : undefined;
    const list = records.filter((r) => r.category === term.id);
    const alternates = termAlternates(sources, 'recipe-categories', term.id, 'category');
    listing(path, term.name, listedRecipes(list, { category: term.id }), alternates, 'errors.comingSoon', term.id, {
      related,
    });
    return { label: term.name, to: path };
  });
  // The diet, difficulty and preparation-time filter pages: 12 a locale at most, empty ones say so.
  const filters = filterPagesOf(locale, t, new Set(terms['recipe-categories'].map((term) => term.slug)));
  const filterLinks = (kind: FilterPage['kind']) =>
    filters
      .filter((page) => page.kind === kind)
      .map((page) => {
        const list = records.filter((r) => matchesFilter(page, r));
        const listed = listedRecipes(list, { [page.kind]: String(page.value) });
        listing(page.path, page.title, listed, filterAlternates(sources, page), 'errors.comingSoon');
        return { label: page.label, to: page.path };
      });
  const dietLinks = filterLinks('diet');
  const filterGroups = [
    { title: t('category.byDifficulty'), links: filterLinks('difficulty') },
    { title: t('category.byTime'), links: filterLinks('time') },
  ];
  const categoriesPath = routeTo(locale, 'categories');
  const categoriesIndex: IndexContext = {
    ...shell,
    title: t('category.title'),
    canonicalPath: categoriesPath,
    groups: [
      { title: t('category.byCategory'), links: categoryLinks },
      { title: t('category.byDiet'), links: dietLinks },
      ...filterGroups,
    ],
  };
  pages.push({ path: categoriesPath, template: 'index-page', context: categoriesIndex });

  const byId = new Map(records.map((record) => [record.id, record]));
  const ingredientLinks = terms.ingredients.map((term) => {
    const path = routeTo(locale, 'ingredient', { slug: term.slug });
    const ids = recipesWithIngredient[term.id] ?? [];
    const list = ids.map((id) => byId.get(id)).filter((r): r is RecipeDetail => !!r);
    const title = t('ingredient.recipesWith', { ingredient: term.name });
    const alternates = termAlternates(sources, 'ingredients', term.id, 'ingredient');
    listing(path, title, listedRecipes(list, { ingredient: term.id }), alternates, 'errors.noIngredientRecipe');
    return { label: term.name, to: path };
  });
  const ingredientsPath = routeTo(locale, 'ingredients');
  const ingredientsIndex: IndexContext = {
    ...shell,
    title: t('ingredient.title'),
    canonicalPath: ingredientsPath,
    groups: [{ links: ingredientLinks }],
  };
  pages.push({ path: ingredientsPath, template: 'index-page', context: ingredientsIndex });
  return pages;
}

import { type RecipeSummary, SUMMARY_FIELDS } from '../recipes/recipe-summary';
import { RECIPES_PAGE_SIZE } from '../rules';
import { parseSearch, searchApiParams } from './search-params';

/**
 * The rest of a listing page (a universe, a category, a filter, an ingredient) beyond the cards
 * its static page holds: the same recipes as the search `search` (a query string such as
 * `?category=dessert`), newest first, after the last card shown, whose `last_modified` is `before`
 * (a collection's timestamps are unique, so nothing is skipped or shown twice).
 */
export interface MoreRecipes {
  search: string;
  before: number;
}

/**
 * The cards a listing's page holds: the first page of them (RECIPES_PAGE_SIZE), how many there
 * are in all, and where the rest load from when there are more.
 */
export interface ListedRecipes {
  recipes: RecipeSummary[];
  total: number;
  more?: MoreRecipes;
}

/** The records-protocol query of a listing's next page of cards. */
export function moreRecipesQuery(more: MoreRecipes): Record<string, string> {
  return {
    ...searchApiParams(parseSearch(more.search)),
    _before: String(more.before),
    _limit: String(RECIPES_PAGE_SIZE),
    _fields: SUMMARY_FIELDS,
  };
}

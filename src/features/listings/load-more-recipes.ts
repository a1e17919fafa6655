import { env } from '../../config/env';
import type { Locale } from '../../core/locales/locales';
import { type RecipeSummary, toRecipeSummary } from '../../core/recipes/recipe-summary';
import { type MoreRecipes, moreRecipesQuery } from '../../core/search/more-recipes';

/**
 * A listing's next page of cards from the catalogue, and where the page after it starts (none at
 * the end). Plain fetch: loaded at the first "Show more", it keeps the store out of the listing.
 */
export async function loadMoreRecipes(
  locale: Locale,
  more: MoreRecipes,
  apiBaseUrl = env.apiBaseUrl,
): Promise<{ recipes: RecipeSummary[]; more?: MoreRecipes }> {
  const query = new URLSearchParams(moreRecipesQuery(more));
  const response = await fetch(`${apiBaseUrl}/buckets/${locale}/collections/recipes/records?${query}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
  type Card = RecipeSummary & Record<string, unknown> & { last_modified: number };
  const { data } = (await response.json()) as { data: Card[] };
  const last = data[data.length - 1];
  const hasMore = Boolean(response.headers.get('Next-Page')) && last;
  return {
    recipes: data.map((record) => toRecipeSummary(record)),
    ...(hasMore && { more: { search: more.search, before: last.last_modified } }),
  };
}

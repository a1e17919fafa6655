import type { RecipeRecord, RecipeRecordList } from '../core/contract/recipes';
import type { Locale } from '../core/locales/locales';
import { type RecipeSummary, SUMMARY_FIELDS, toRecipeSummary } from '../core/recipes/recipe-summary';
import { baseApi } from './base-api';

/** The records list, each record with the summary's fields: `_fields` asks for them (required in the record). */
type SummaryRecordList = { data: (RecipeRecordList['data'][number] & Pick<RecipeRecord, keyof RecipeSummary>)[] };

/** The cards of chosen recipes (favourites, history, a book): one records call by ids. */
export const recipeCardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecipeCards: build.query<RecipeSummary[], { locale: Locale; ids: string[] }>({
      query: ({ locale, ids }) => ({
        url: `/buckets/${locale}/collections/recipes/records`,
        params: { in_id: ids.join(','), _fields: SUMMARY_FIELDS, _limit: 100 },
      }),
      transformResponse: (body: SummaryRecordList) => body.data.map(toRecipeSummary),
    }),
    /** The cards of the recipes a member wrote that the locale's catalogue publishes, newest first. */
    getAuthoredRecipeCards: build.query<RecipeSummary[], { locale: Locale; author: string }>({
      query: ({ locale, author }) => ({
        url: `/buckets/${locale}/collections/recipes/records`,
        params: { author, _fields: SUMMARY_FIELDS, _sort: '-last_modified', _limit: 100 },
      }),
      transformResponse: (body: SummaryRecordList) => body.data.map(toRecipeSummary),
    }),
  }),
});

export const { useGetRecipeCardsQuery, useGetAuthoredRecipeCardsQuery } = recipeCardsApi;

/** The cards of these recipes, in the order of `ids` (most recent first, for instance). */
export function useRecipeCards(locale: Locale, ids: string[]): RecipeSummary[] {
  const { data: recipes = [] } = useGetRecipeCardsQuery({ locale, ids }, { skip: !ids.length });
  const order = new Map(ids.map((id, index) => [id, index]));
  return [...recipes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

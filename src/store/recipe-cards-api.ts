import type { Locale } from '../core/locales/locales';
import { type RecipeSummary, SUMMARY_FIELDS } from '../core/recipes/recipe-summary';
import { baseApi } from './base-api';

/** The cards of chosen recipes (favourites, history, a book): one records call by ids. */
export const recipeCardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecipeCards: build.query<RecipeSummary[], { locale: Locale; ids: string[] }>({
      query: ({ locale, ids }) => ({ url: `/buckets/${locale}/collections/recipes/records`, params: { in_id: ids.join(','), _fields: SUMMARY_FIELDS, _limit: 100 } }),
      transformResponse: (body: { data: RecipeSummary[] }) => body.data,
    }),
  }),
});

export const { useGetRecipeCardsQuery } = recipeCardsApi;

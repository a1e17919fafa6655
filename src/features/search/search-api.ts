import type { Locale } from '../../core/locales/locales';
import { type RecipeSummary, SUMMARY_FIELDS } from '../../core/recipes/recipe-summary';
import { baseApi } from '../../store/base-api';

export interface SearchResult {
  recipes: RecipeSummary[];
  hasMore: boolean;
}

/** One search against the locale's bucket: ranked when there is text, newest first otherwise. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRecipes: build.query<SearchResult, { locale: Locale; params: Record<string, string>; limit: number }>({
      query: ({ locale, params, limit }) => ({
        url: `/buckets/${locale}/collections/recipes/records`,
        params: { ...params, _limit: limit, _fields: SUMMARY_FIELDS },
      }),
      transformResponse: (body: { data: RecipeSummary[] }, meta) => ({
        recipes: body.data,
        hasMore: Boolean(meta?.response?.headers.get('Next-Page')),
      }),
    }),
  }),
});

export const { useSearchRecipesQuery } = searchApi;

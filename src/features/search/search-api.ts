import type { Locale } from '../../core/locales/locales';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
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
        params: { ...params, _limit: limit, _fields: 'url_slug,title,subtitle,vertical,total_time,difficulty,access_mode,has_video,palette,web_cover_thumbnail' },
      }),
      transformResponse: (body: { data: RecipeSummary[] }, meta) => ({
        recipes: body.data,
        hasMore: Boolean(meta?.response?.headers.get('Next-Page')),
      }),
    }),
  }),
});

export const { useSearchRecipesQuery } = searchApi;

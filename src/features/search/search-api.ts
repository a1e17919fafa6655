import type { Locale } from '../../core/locales/locales';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import { type SearchRequest, searchRecordsQuery } from '../../core/search/first-results';
import { baseApi } from '../../store/base-api';
import { displayNameOf } from '../../core/accounts/badges';
import type { CreatorPage } from '../../core/contract/community-recipes';
import type { Suggestions } from '../../core/contract/search-suggestions';

export interface SearchResult {
  recipes: RecipeSummary[];
  hasMore: boolean;
}

/** One search against the locale's bucket: ranked when there is text, newest first otherwise. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRecipes: build.query<SearchResult, SearchRequest>({
      query: (request) => ({
        url: `/buckets/${request.locale}/collections/recipes/records`,
        params: searchRecordsQuery(request),
      }),
      transformResponse: (body: { data: RecipeSummary[] }, meta) => ({
        recipes: body.data,
        hasMore: Boolean(meta?.response?.headers.get('Next-Page')),
      }),
    }),
    /** How many recipes a search finds in all (the records protocol counts on HEAD). */
    countRecipes: build.query<number, { locale: Locale; params: Record<string, string> }>({
      query: ({ locale, params }) => ({
        url: `/buckets/${locale}/collections/recipes/records`,
        method: 'HEAD',
        params,
        responseHandler: () => Promise.resolve(null),
      }),
      transformResponse: (_body: null, meta) => Number(meta?.response?.headers.get('Total-Records') ?? 0),
    }),
    /** What the search box offers for the text typed so far, and the text with its typos corrected. */
    getSearchSuggestions: build.query<Suggestions, { locale: Locale; q: string }>({
      query: ({ locale, q }) => ({ url: '/search-suggestions', params: { lang: locale, q } }),
    }),
    /** The creators the author filter offers, by name (the most recipes first). */
    getCreatorChoices: build.query<{ value: string; label: string }[], void>({
      query: () => ({ url: '/creators', params: { page_size: 50 } }),
      transformResponse: (body: CreatorPage) =>
        body.results.map((creator) => ({ value: creator.id, label: displayNameOf(creator) || creator.id })),
    }),
  }),
});

export const {
  useSearchRecipesQuery,
  useLazySearchRecipesQuery,
  useCountRecipesQuery,
  useGetSearchSuggestionsQuery,
  useGetCreatorChoicesQuery,
} = searchApi;

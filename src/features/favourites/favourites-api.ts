import type { Locale } from '../../core/locales/locales';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import { baseApi } from '../../store/base-api';

const SUMMARY_FIELDS = 'url_slug,title,subtitle,vertical,total_time,difficulty,access_mode,has_video,palette,web_cover_thumbnail';

/** Favourites in the member's default bucket (SPEC section 7): the ids, then their cards. */
export const favouritesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites'] }).injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<string[], void>({
      query: () => ({ url: '/saved-recipes', params: { page_size: 100 } }),
      transformResponse: (body: { data: { id: string }[] }) => body.data.map((record) => record.id),
      providesTags: ['Favourites'],
    }),
    getFavouriteRecipes: build.query<RecipeSummary[], { locale: Locale; ids: string[] }>({
      query: ({ locale, ids }) => ({ url: `/buckets/${locale}/collections/recipes/records`, params: { in_id: ids.join(','), _fields: SUMMARY_FIELDS, _limit: 100 } }),
      transformResponse: (body: { data: RecipeSummary[] }) => body.data,
    }),
    /** PUT adds, DELETE removes; the heart turns at once and turns back if the server refuses. */
    setFavourite: build.mutation<unknown, { id: string; saved: boolean }>({
      query: ({ id, saved }) => ({
        url: `/buckets/default/collections/saved-recipes/records/${encodeURIComponent(id)}`,
        method: saved ? 'PUT' : 'DELETE',
        body: saved ? { data: {} } : undefined,
      }),
      async onQueryStarted({ id, saved }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) => (saved ? (ids.includes(id) ? ids : [id, ...ids]) : ids.filter((other) => other !== id))),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetFavouriteIdsQuery, useGetFavouriteRecipesQuery, useSetFavouriteMutation } = favouritesApi;

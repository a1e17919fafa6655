import { baseApi } from '../../store/base-api';

/** The latest toggle of each recipe's heart: only the last one reconciles the list with the server. */
const latestToggle = new Map<string, number>();
let toggles = 0;

/** Favourites in the member's default bucket (SPEC section 7): their ids, newest first. */
export const favouritesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites'] }).injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<string[], void>({
      query: () => ({ url: '/saved-recipes', params: { page_size: 100 } }),
      transformResponse: (body: { data: { id: string }[] }) => body.data.map((record) => record.id),
      providesTags: ['Favourites'],
    }),
    /** PUT adds, DELETE removes; the heart turns at once and turns back if the server refuses. */
    setFavourite: build.mutation<unknown, { id: string; saved: boolean }>({
      query: ({ id, saved }) => ({
        url: `/buckets/default/collections/saved-recipes/records/${encodeURIComponent(id)}`,
        method: saved ? 'PUT' : 'DELETE',
        body: saved ? { data: {} } : undefined,
      }),
      async onQueryStarted({ id, saved }, { dispatch, queryFulfilled }) {
        const toggle = ++toggles;
        latestToggle.set(id, toggle);
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) =>
            saved ? (ids.includes(id) ? ids : [id, ...ids]) : ids.filter((other) => other !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
        // A list fetched before these toggles may land after them and undo the heart: once the last
        // toggle of this recipe has settled, the list is read again (the newest read wins).
        if (latestToggle.get(id) === toggle) {
          latestToggle.delete(id);
          dispatch(favouritesApi.util.invalidateTags(['Favourites']));
        }
      },
    }),
  }),
});

export const { useGetFavouriteIdsQuery, useSetFavouriteMutation } = favouritesApi;

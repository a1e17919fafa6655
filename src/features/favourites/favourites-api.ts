import { baseApi } from '../../store/base-api';
import { queueWrite, queuedWrites, wentOffline } from '../../store/offline-queue';

const recordUrl = (id: string) => `/buckets/default/collections/saved-recipes/records/${encodeURIComponent(id)}`;

/** The list as the member left it: the server's, with the hearts pressed offline and not sent yet. */
function withQueued(ids: string[]): string[] {
  let result = ids;
  for (const write of queuedWrites()) {
    if (write.tag !== 'Favourites') continue;
    const id = decodeURIComponent(write.url.split('/').pop() ?? '');
    result =
      write.method === 'PUT' ? [id, ...result.filter((other) => other !== id)] : result.filter((other) => other !== id);
  }
  return result;
}

/** The latest toggle of each recipe's heart: only the last one reconciles the list with the server. */
const latestToggle = new Map<string, number>();
let toggles = 0;

/** Favourites in the member's default bucket (SPEC section 7): their ids, newest first. */
export const favouritesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites'] }).injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<string[], void>({
      query: () => ({ url: '/saved-recipes', params: { page_size: 100 } }),
      transformResponse: (body: { data: { id: string }[] }) => withQueued(body.data.map((record) => record.id)),
      providesTags: ['Favourites'],
    }),
    /** PUT adds, DELETE removes; the heart turns at once and turns back if the server refuses. */
    /** Offline, the change waits in the queue (store/offline-queue.ts) and the heart keeps it. */
    setFavourite: build.mutation<'sent' | 'queued', { id: string; saved: boolean }>({
      async queryFn({ id, saved }, _api, _extra, baseQuery) {
        const write = {
          url: recordUrl(id),
          method: saved ? ('PUT' as const) : ('DELETE' as const),
          body: saved ? { data: {} } : undefined,
        };
        const result = await baseQuery(write);
        if (wentOffline(result.error)) {
          queueWrite({ ...write, tag: 'Favourites' });
          return { data: 'queued' };
        }
        return result.error ? { error: result.error } : { data: 'sent' };
      },
      async onQueryStarted({ id, saved }, { dispatch, queryFulfilled }) {
        const toggle = ++toggles;
        latestToggle.set(id, toggle);
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) =>
            saved ? (ids.includes(id) ? ids : [id, ...ids]) : ids.filter((other) => other !== id),
          ),
        );
        try {
          // Queued offline: the list cannot be read again until the connection is back.
          if ((await queryFulfilled).data === 'queued') {
            latestToggle.delete(id);
            return;
          }
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

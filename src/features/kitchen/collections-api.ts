import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RecipeCollection } from '../../core/contract/kitchen';
import { baseApi } from '../../store/base-api';

const RECORDS = '/buckets/default/collections/recipe-collections/records';
const recordUrl = (id: string) => `${RECORDS}/${encodeURIComponent(id)}`;

export type Collection = RecipeCollection & { recipes: string[] };

/** A change to a collection as it is; applied twice, it gives what it gave once (it may be re-applied). */
export type CollectionChange = (collection: Collection) => Partial<Collection>;

const ATTEMPTS = 3;

/**
 * Changes sent and not yet answered, by collection. Every collection the server sends meanwhile (a
 * list read again, another change's answer) is shown with them applied, so a box ticked or a card
 * moved never flips back while its write is on its way.
 */
const pending = new Map<string, CollectionChange[]>();
const withPending = (collection: Collection): Collection =>
  (pending.get(collection.id) ?? []).reduce((current, change) => ({ ...current, ...change(current) }), collection);
const fromServer = (record: RecipeCollection): Collection => withPending({ ...record, recipes: record.recipes ?? [] });

function settle(id: string, change: CollectionChange) {
  const left = (pending.get(id) ?? []).filter((other) => other !== change);
  if (left.length) pending.set(id, left);
  else pending.delete(id);
}

/** The collection as the server has it after a 412 (null when gone), else undefined. */
function existingOf(error: FetchBaseQueryError): Collection | null | undefined {
  if (error.status !== 412) return undefined;
  const existing = (error.data as { details?: { existing?: Collection | null } } | undefined)?.details?.existing;
  return existing ? { ...existing, recipes: existing.recipes ?? [] } : null;
}

/**
 * The member's recipe collections (issue 18), in their `default` bucket. A change is a function of
 * the collection as it is (add this recipe, move that one): written under `If-Match`, and on a 412
 * applied again to the collection the server sent, so two devices never undo each other.
 */
export const collectionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Collections'] }).injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], void>({
      query: () => ({ url: RECORDS, params: { _sort: 'position,name', _limit: 100 } }),
      transformResponse: (body: { data: RecipeCollection[] }) => body.data.map(fromServer),
      providesTags: ['Collections'],
    }),

    /** Answers the collection as the server wrote it. */
    changeCollection: build.mutation<RecipeCollection, { collection: Collection; change: CollectionChange }>({
      async queryFn({ collection, change }, _api, _extra, baseQuery) {
        let current = collection;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const result = await baseQuery({
            url: recordUrl(current.id),
            method: 'PATCH',
            headers: { 'If-Match': `"${current.last_modified}"` },
            body: { data: change(current) },
          });
          if (!result.error) return { data: (result.data as { data: RecipeCollection }).data };
          const existing = existingOf(result.error);
          if (!existing) return { error: result.error };
          current = existing;
        }
        return { error: { status: 412, data: null } };
      },
      // The box ticks and the card moves at once; the answer takes the place of the collection (no
      // list read again, which could land after a newer change), a refusal reads the list again.
      async onQueryStarted({ collection, change }, { dispatch, queryFulfilled }) {
        pending.set(collection.id, [...(pending.get(collection.id) ?? []), change]);
        const showPending = (list: Collection[]) =>
          list.map((other) => (other.id === collection.id ? withPending(other) : other));
        dispatch(collectionsApi.util.updateQueryData('getCollections', undefined, showPending));
        try {
          const { data: written } = await queryFulfilled;
          settle(collection.id, change);
          dispatch(
            collectionsApi.util.updateQueryData('getCollections', undefined, (list) =>
              list.map((other) =>
                // A list read after this write (another device's change) already holds it.
                other.id === written.id && other.last_modified <= written.last_modified ? fromServer(written) : other,
              ),
            ),
          );
        } catch {
          settle(collection.id, change);
        }
      },
      invalidatesTags: (_result, error) => (error ? ['Collections'] : []),
    }),

    createCollection: build.mutation<null, { id: string; name: string; recipes: string[]; position: number }>({
      query: ({ id, ...data }) => ({
        url: recordUrl(id),
        method: 'PUT',
        headers: { 'If-None-Match': '*' },
        body: { data: { ...data, shared: false } },
      }),
      transformResponse: () => null,
      invalidatesTags: ['Collections'],
    }),

    deleteCollection: build.mutation<null, Collection>({
      query: (collection) => ({ url: recordUrl(collection.id), method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Collections'],
    }),

    getSharedCollection: build.query<{ name: string; recipes: string[] }, string>({
      query: (token) => `/shared-collections/${encodeURIComponent(token)}`,
      transformResponse: (body: { data: { name: string; recipes: string[] } }) => body.data,
    }),
  }),
});

export const {
  useGetCollectionsQuery,
  useChangeCollectionMutation,
  useCreateCollectionMutation,
  useDeleteCollectionMutation,
  useGetSharedCollectionQuery,
} = collectionsApi;

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RecipeCollection } from '../../core/contract/kitchen';
import { baseApi } from '../../store/base-api';

const RECORDS = '/buckets/default/collections/recipe-collections/records';
const recordUrl = (id: string) => `${RECORDS}/${encodeURIComponent(id)}`;

export type Collection = RecipeCollection & { recipes: string[] };

const ATTEMPTS = 3;

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
      transformResponse: (body: { data: RecipeCollection[] }) =>
        body.data.map((collection) => ({ ...collection, recipes: collection.recipes ?? [] })),
      providesTags: ['Collections'],
    }),

    changeCollection: build.mutation<
      null,
      { collection: Collection; change: (collection: Collection) => Partial<Collection> }
    >({
      async queryFn({ collection, change }, _api, _extra, baseQuery) {
        let current = collection;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const result = await baseQuery({
            url: recordUrl(current.id),
            method: 'PATCH',
            headers: { 'If-Match': `"${current.last_modified}"` },
            body: { data: change(current) },
          });
          if (!result.error) return { data: null };
          const existing = existingOf(result.error);
          if (!existing) return { error: result.error };
          current = existing;
        }
        return { data: null };
      },
      // The box ticks and the card moves at once; the answer (or a refusal) reads the list again.
      async onQueryStarted({ collection, change }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          collectionsApi.util.updateQueryData('getCollections', undefined, (list) =>
            list.map((other) => (other.id === collection.id ? { ...other, ...change(other) } : other)),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Collections'],
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

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ShoppingItem } from '../../core/contract/kitchen';
import { type ShoppingLine, mergeLines } from '../../core/kitchen/shopping';
import { baseApi } from '../../store/base-api';
import { queueWrite, queuedWrites, wentOffline } from '../../store/offline-queue';

const RECORDS = '/buckets/default/collections/shopping-list/records';
const recordUrl = (id: string) => `${RECORDS}/${encodeURIComponent(id)}`;

/** What the list holds for the page: the item and the timestamp its next write must match. */
export type StoredItem = ShoppingLine & { last_modified: number };

const fromRecord = (record: ShoppingItem): StoredItem => ({
  id: record.id,
  name: record.name,
  ingredient: record.ingredient ?? null,
  quantity: record.quantity ?? null,
  unit: record.unit ?? null,
  aisle: record.aisle,
  checked: record.checked,
  recipes: record.recipes ?? [],
  last_modified: record.last_modified,
});

const toData = ({
  last_modified: _lastModified,
  id: _id,
  ...line
}: StoredItem | (ShoppingLine & { last_modified?: number })) => line;

/** The record as the server has it now, from a 412's details (null when it is gone). */
function existingOf(error: FetchBaseQueryError | undefined): StoredItem | null | undefined {
  if (!error || error.status !== 412) return undefined;
  const existing = (error.data as { details?: { existing?: ShoppingItem | null } } | undefined)?.details?.existing;
  return existing ? fromRecord(existing) : null;
}

/** Tries a write three times, each time on the record as the server answered it (Kinto's 412). */
const ATTEMPTS = 3;

/**
 * The member's shopping list in their `default` bucket (issue 18). Every write says which version
 * of the item it saw (`If-Match`, or `If-None-Match: *` for a new one); when another device wrote
 * first, the server answers 412 with its item and the change is merged into it, so an item added
 * on a phone and a laptop at once ends with both quantities.
 */
export const shoppingListApi = baseApi.enhanceEndpoints({ addTagTypes: ['ShoppingList'] }).injectEndpoints({
  endpoints: (build) => ({
    getShoppingList: build.query<StoredItem[], void>({
      query: () => ({ url: RECORDS, params: { _limit: 300 } }),
      // Items ticked offline and not sent yet stay ticked.
      transformResponse: (body: { data: ShoppingItem[] }) => {
        const ticked = new Map(
          queuedWrites()
            .filter((write) => write.tag === 'ShoppingList')
            .map((write) => [write.url, (write.body as { data: { checked: boolean } }).data.checked]),
        );
        return body.data
          .map(fromRecord)
          .map((item) => ({ ...item, checked: ticked.get(recordUrl(item.id)) ?? item.checked }));
      },
      providesTags: ['ShoppingList'],
    }),

    addToShoppingList: build.mutation<null, ShoppingLine[]>({
      // No optimistic change of the cached list: this reads it as the server last sent it.
      async queryFn(lines, api, _extra, baseQuery) {
        const cached = shoppingListApi.endpoints.getShoppingList.select()(api.getState() as never).data ?? [];
        const known = new Map(cached.map((item) => [item.id, item]));
        for (const line of lines) {
          let existing: StoredItem | null | undefined = known.get(line.id) ?? null;
          for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
            const merged = mergeLines(existing ?? undefined, line);
            const result = await baseQuery({
              url: recordUrl(line.id),
              method: 'PUT',
              headers: existing ? { 'If-Match': `"${existing.last_modified}"` } : { 'If-None-Match': '*' },
              body: { data: toData(merged) },
            });
            if (!result.error) break;
            existing = existingOf(result.error);
            if (existing === undefined || attempt === ATTEMPTS - 1) return { error: result.error };
          }
        }
        return { data: null };
      },
      invalidatesTags: ['ShoppingList'],
    }),

    setItemChecked: build.mutation<null, { item: StoredItem; checked: boolean }>({
      async queryFn({ item, checked }, _api, _extra, baseQuery) {
        let version = item.last_modified;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const result = await baseQuery({
            url: recordUrl(item.id),
            method: 'PATCH',
            headers: { 'If-Match': `"${version}"` },
            body: { data: { checked } },
          });
          if (!result.error) return { data: null };
          if (wentOffline(result.error)) {
            queueWrite({
              url: recordUrl(item.id),
              method: 'PATCH',
              body: { data: { checked } },
              ifMatch: `"${version}"`,
              tag: 'ShoppingList',
            });
            return { data: null };
          }
          const existing = existingOf(result.error);
          // Gone from another device: nothing left to tick.
          if (existing === null) return { data: null };
          if (existing === undefined) return { error: result.error };
          version = existing.last_modified;
        }
        return { data: null };
      },
      async onQueryStarted({ item, checked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          shoppingListApi.util.updateQueryData('getShoppingList', undefined, (list) =>
            list.map((other) => (other.id === item.id ? { ...other, checked } : other)),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['ShoppingList'],
    }),

    /** Removes an item as the page saw it: changed meanwhile elsewhere (412), it stays. */
    removeShoppingItem: build.mutation<null, StoredItem>({
      async queryFn(item, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: recordUrl(item.id),
          method: 'DELETE',
          headers: { 'If-Match': `"${item.last_modified}"` },
        });
        if (result.error && result.error.status !== 412 && result.error.status !== 404) return { error: result.error };
        return { data: null };
      },
      invalidatesTags: ['ShoppingList'],
    }),

    /** Removes what is checked at the moment the server does it: an item unticked meanwhile stays. */
    clearCheckedItems: build.mutation<null, void>({
      query: () => ({ url: RECORDS, method: 'DELETE', params: { checked: 'true' } }),
      transformResponse: () => null,
      invalidatesTags: ['ShoppingList'],
    }),
  }),
});

export const {
  useGetShoppingListQuery,
  useAddToShoppingListMutation,
  useSetItemCheckedMutation,
  useRemoveShoppingItemMutation,
  useClearCheckedItemsMutation,
} = shoppingListApi;

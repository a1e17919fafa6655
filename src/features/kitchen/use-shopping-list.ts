import { useCallback, useEffect, useMemo } from 'react';
import { useStoredValue } from '../../components/stored-value';
import { useHydrated } from '../../components/use-hydrated';
import type { ShoppingLine } from '../../core/kitchen/shopping';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import {
  type StoredItem,
  useAddToShoppingListMutation,
  useClearCheckedItemsMutation,
  useGetShoppingListQuery,
  useRemoveShoppingItemMutation,
  useSetItemCheckedMutation,
} from './shopping-list-api';
import { addLocal, localList, parseLocal, readLocal, writeLocal } from './shopping-list-local';

/** One move of a visitor's list into the account at a time (the list is read again meanwhile). */
let moving = false;

export interface ShoppingList {
  items: StoredItem[];
  /** False until the member's list has come (a visitor's is there at once). */
  ready: boolean;
  failed: boolean;
  add(lines: ShoppingLine[]): Promise<boolean>;
  setChecked(item: StoredItem, checked: boolean): void;
  remove(item: StoredItem): void;
  clearChecked(): void;
}

/** The shopping list, wherever it lives: the member's account, or a visitor's browser. */
export function useShoppingList(): ShoppingList {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  // The static HTML shows the list loading: so must the first render in the browser (hydration).
  const hydrated = useHydrated();
  const raw = useStoredValue(localList);
  const local = useMemo(() => parseLocal(raw), [raw]);
  const remote = useGetShoppingListQuery(undefined, { skip: !loggedIn });
  const [addRemote, addState] = useAddToShoppingListMutation();
  const [checkRemote] = useSetItemCheckedMutation();
  const [removeRemote] = useRemoveShoppingItemMutation();
  const [clearRemote] = useClearCheckedItemsMutation();

  // Signed up or logged in with a list made as a visitor: it joins the account's, then leaves the browser.
  useEffect(() => {
    if (!loggedIn || !remote.isSuccess || local.length === 0 || moving) return;
    moving = true;
    void addRemote(local.map((item) => ({ ...item, checked: false })))
      .unwrap()
      .then(() => writeLocal([]))
      .catch(() => undefined)
      .finally(() => (moving = false));
  }, [loggedIn, remote.isSuccess, local, addRemote]);

  const add = useCallback(
    async (lines: ShoppingLine[]) => {
      if (!loggedIn) {
        addLocal(lines);
        return true;
      }
      return addRemote(lines)
        .unwrap()
        .then(() => true)
        .catch(() => false);
    },
    [loggedIn, addRemote],
  );
  const setChecked = useCallback(
    (item: StoredItem, checked: boolean) => {
      if (loggedIn) void checkRemote({ item, checked });
      else writeLocal(readLocal().map((other) => (other.id === item.id ? { ...other, checked } : other)));
    },
    [loggedIn, checkRemote],
  );
  const remove = useCallback(
    (item: StoredItem) => {
      if (loggedIn) void removeRemote(item);
      else writeLocal(readLocal().filter((other) => other.id !== item.id));
    },
    [loggedIn, removeRemote],
  );
  const clearChecked = useCallback(() => {
    if (loggedIn) void clearRemote();
    else writeLocal(readLocal().filter((item) => !item.checked));
  }, [loggedIn, clearRemote]);

  const items = loggedIn ? (remote.data ?? []) : local.map((item) => ({ ...item, last_modified: 0 }));
  return {
    items,
    ready: hydrated && restored && (!loggedIn || remote.isSuccess),
    failed: (loggedIn && remote.isError) || addState.isError,
    add,
    setChecked,
    remove,
    clearChecked,
  };
}

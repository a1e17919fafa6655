import { afterEach, expect, it, vi } from 'vitest';
import { browserStorage } from '../config/browser-storage';
import { makeStore } from './make-store';
import { localeChanged } from './site-locale';

afterEach(() => vi.resetModules());

it('stands in for the store until it loads: no state, plain actions kept in order, subscribers told', async () => {
  const { attachStore, isStoreAttached, loadStore, setStoreLoader, storeProxy } = await import('./store-proxy');
  expect(storeProxy.getState()).toBeUndefined();
  const told = vi.fn();
  const unsubscribe = storeProxy.subscribe(told);
  storeProxy.dispatch(localeChanged('de'));
  storeProxy.dispatch(localeChanged('fr'));
  // A thunk needs the store's middleware: it cannot wait.
  expect(() => storeProxy.dispatch((() => undefined) as never)).toThrow(/store-runtime/);

  const { store } = makeStore(browserStorage());
  expect(isStoreAttached()).toBe(false);
  // What the app shell says: the store's code attaches it as it loads.
  setStoreLoader(async () => attachStore(store));
  expect(await loadStore()).toBe(store);
  expect(isStoreAttached()).toBe(true);
  expect(storeProxy.getState()?.site.locale).toBe('fr');
  expect(told).toHaveBeenCalled();

  told.mockClear();
  storeProxy.dispatch(localeChanged('it'));
  expect(store.getState().site.locale).toBe('it');
  expect(told).toHaveBeenCalled();
  unsubscribe();
  told.mockClear();
  store.dispatch(localeChanged('de'));
  expect(told).not.toHaveBeenCalled();
});

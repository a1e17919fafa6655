import type { Action } from 'redux';
import type { AppState, AppStore } from './make-store';
import { selectSessionRestored } from './session-selectors';

/**
 * The store the browser's Provider holds from the first render, standing in for the real one until
 * its libraries (Redux Toolkit, RTK Query, redux-persist: about 35 KB gzip) have loaded, so they are
 * not in a page's first load. Templates that read the store from their first render import
 * app/store-runtime, which makes the browser store and attaches it here as their code loads,
 * before they render; on the other pages the shell loads it after hydration. Until then the state is
 * undefined (only the shell's selectors, which allow for it, read it) and plain actions wait.
 */
let attached: AppStore | undefined;
const listeners = new Set<() => void>();
const waiting: Action[] = [];
let announce: (store: AppStore) => void = () => {};
const whenAttached = new Promise<AppStore>((resolve) => (announce = resolve));

export const storeProxy = {
  getState: (): AppState | undefined => attached?.getState(),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  dispatch(action: Action) {
    if (attached) return attached.dispatch(action);
    if (typeof action !== 'object') throw new Error('The store has not loaded: import app/store-runtime first');
    waiting.push(action);
    return action;
  },
  replaceReducer() {
    throw new Error('The browser store keeps its reducer');
  },
} as unknown as AppStore;

/** Makes `store` the one the proxy stands for: waiting actions first, then every subscriber told. */
export function attachStore(store: AppStore) {
  if (attached) return;
  attached = store;
  for (const action of waiting.splice(0)) store.dispatch(action);
  store.subscribe(() => listeners.forEach((listener) => listener()));
  listeners.forEach((listener) => listener());
  announce(store);
}

export const isStoreAttached = () => attached !== undefined;

let loader: (() => Promise<unknown>) | undefined;

/** How the store's code loads, said by the app shell (app/store-runtime): features cannot import it. */
export function setStoreLoader(load: () => Promise<unknown>) {
  loader = load;
}

/** Loads the store's code if it has not loaded, and resolves with the store once attached. */
export async function loadStore(): Promise<AppStore> {
  await loader?.();
  return whenAttached;
}

/** loadStore, once the stored session is back in the store (what a tap needs to know who taps). */
export async function loadSession(): Promise<AppStore> {
  const store = await loadStore();
  return new Promise((resolve) => {
    const restored = () => selectSessionRestored(store.getState());
    if (restored()) return resolve(store);
    const unsubscribe = store.subscribe(() => {
      if (!restored()) return;
      unsubscribe();
      resolve(store);
    });
  });
}

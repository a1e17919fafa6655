import React, { type ComponentType, Suspense, lazy } from 'react';
import { hasStoredSession } from './credentials';
import { loadStore } from './store-proxy';

/**
 * Whether a component that reads the store loads once hydrated (afterHydration) without being
 * asked: when a member's session is stored. An anonymous visitor's hearts and member buttons stay
 * placeholders even where the store is in place (a search's 24 result cards would otherwise each
 * render a full heart on every keystroke's results).
 */
export const storeWanted = () => hasStoredSession();

/** A component's loader (for afterHydration) that also loads the store: it renders once both are in. */
export const withStore =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadStore()]).then(([loaded]) => loaded);

/**
 * A section that reads the store from its first render, with its code and the store out of the
 * page's first load. The server renders it whole (Gatsby waits for lazy components); in the
 * browser React keeps the server's markup in place, nothing shifting, until both have loaded, then
 * hydrates it. Meanwhile its links and forms work as plain HTML.
 */
export function storeSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Its props are P's: a lazy component's type only adds a ref none of them takes.
  const Section = lazy(() =>
    // The server has no browser store to wait for (store-proxy.ts): its render has a store of its own.
    Promise.all([load(), typeof window === 'undefined' ? null : loadStore()]).then(([component]) => ({
      default: component,
    })),
  ) as unknown as ComponentType<P>;
  return function StoreSection(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  };
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once React runs the page (false in the static HTML and while hydrating): controls that
 * only work with JavaScript stay disabled until then, so an early tap is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

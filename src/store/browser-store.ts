import { browserStorage } from '../config/browser-storage';
import { makeStore } from './make-store';

let browserStore: ReturnType<typeof makeStore> | undefined;

/** One store for the browser session; a fresh one per server render. */
export function storeForEnvironment() {
  if (typeof window === 'undefined') return makeStore(browserStorage());
  browserStore ??= makeStore(browserStorage());
  return browserStore;
}

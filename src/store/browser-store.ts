import { browserStorage } from '../config/browser-storage';
import { makeStore } from './make-store';

let browserStore: ReturnType<typeof makeStore> | undefined;
let serverStore: ReturnType<typeof makeStore> | undefined;

/**
 * One store for the browser session. On the server, one store for every page render: each renders the
 * state a first visit starts in, and nothing dispatches during a server render (effects do not run there),
 * so making a store per page (twice: the page and its Head) only cost the build time.
 */
export function storeForEnvironment() {
  if (typeof window === 'undefined') return (serverStore ??= makeStore(browserStorage()));
  browserStore ??= makeStore(browserStorage());
  return browserStore;
}

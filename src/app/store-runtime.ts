import { historySlice } from '../features/history/history-slice';
import { storeForEnvironment } from '../store/browser-store';
import { userReducer } from '../store/make-store';
import { attachStore } from '../store/store-proxy';

/**
 * The store and its libraries, out of the pages' first load (store-proxy.ts). A template that reads
 * the store from its first render imports this module, so the store is attached before it renders;
 * the shell loads it after hydration everywhere else.
 */

// Features inject their branches when they load; recipe views are persisted, so their reducer must
// be in the user branch before the store rehydrates, or the branch drops them on the next action.
userReducer.inject(historySlice);

if (typeof window !== 'undefined') attachStore(storeForEnvironment().store);

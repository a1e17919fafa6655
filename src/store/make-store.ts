import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  createTransform,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { KeyValueStorage } from '../config/browser-storage';
import { PERSIST_CONFIG } from '../core/rules';
import { authSlice, loggedOut, tokenReceived } from './auth-slice';
import { type ApiExtra, baseApi } from './base-api';
import { clearCredentials, saveProfile, saveToken } from './credentials';
import { profileReceived, profileSlice } from './profile-slice';
import { sessionApi } from './session-api';
import { siteSlice } from './site-slice';
import { storedProfileOf } from './stored-profile';
import { forgetOfflineMemberData } from '../config/offline';
import { dropQueuedWrites } from './offline-queue';

/**
 * Branches that features inject when they load (`slice.injectInto(rootReducer)`), each declaring
 * its own here with `declare module`: the store knows no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface LazyLoadedSlices {}
/** The same for the persisted user branch (`slice.injectInto(userReducer)`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface LazyLoadedUserSlices {}

/**
 * The persisted branch: auth, info (the profile) and, injected by the history feature, recipe views
 * (ARCHITECTURE section 4). A key with no reducer yet is dropped on the next action, so a persisted
 * branch must be injected before the store rehydrates (the app shell does it for recipe views).
 */
export const userReducer = combineSlices({
  auth: authSlice.reducer,
  info: profileSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedUserSlices>();

export const rootReducer = combineSlices(
  { user: userReducer },
  siteSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** redux-persist wants promises; the browser's storage answers synchronously. */
function toPersistStorage(storage: KeyValueStorage) {
  return {
    getItem: async (key: string) => storage.getItem(key),
    setItem: async (key: string, value: string) => storage.setItem(key, value),
    removeItem: async (key: string) => storage.removeItem(key),
  };
}

type UserState = ReturnType<typeof userReducer>;

/** The user branch goes to storage without the profile's personal fields (stored-profile.ts). */
const withoutPersonalFields = createTransform<UserState, UserState, RootState>(
  (user) => ({ ...user, info: storedProfileOf(user.info) }),
  (user) => user,
  { whitelist: ['user'] },
);

export function persistConfigFor(storage: KeyValueStorage): PersistConfig<RootState> {
  return {
    key: PERSIST_CONFIG.key,
    version: PERSIST_CONFIG.version,
    storage: toPersistStorage(storage),
    whitelist: ['user'],
    transforms: [withoutPersonalFields],
    timeout: PERSIST_CONFIG.timeoutMs,
  };
}

const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/**
 * The one store factory, used by the site and the tests (each test passes its own storage, and
 * may aim the API calls at its own server).
 */
export function makeStore(storage: KeyValueStorage, extra: ApiExtra = {}) {
  const credentials = createListenerMiddleware();
  credentials.startListening({ actionCreator: tokenReceived, effect: (action) => saveToken(storage, action.payload) });
  credentials.startListening({
    actionCreator: profileReceived,
    effect: (action) => saveProfile(storage, action.payload),
  });
  credentials.startListening({ actionCreator: loggedOut, effect: () => clearCredentials(storage) });
  // Storage kept only part of the profile: fetch the rest (a dead token logs out, base-api.ts).
  credentials.startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: (_action, api) => {
      if (!(api.getState() as RootState).user.auth.token) return;
      void api.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
    },
  });

  const store = configureStore({
    reducer: persistReducer(persistConfigFor(storage), rootReducer),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(credentials.middleware)
        .concat(baseApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
/** The state as the store holds it: the reducers' state and redux-persist's `_persist`. */
export type AppState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Logout: token, flag, stored credentials and the community slice cleared, persisted state purged. */
export async function logout({ store, persistor }: ReturnType<typeof makeStore>) {
  dropQueuedWrites();
  forgetOfflineMemberData();
  store.dispatch(loggedOut());
  store.dispatch(baseApi.util.resetApiState());
  await persistor.flush();
}

/** Resolves once redux-persist has rehydrated the store (or timed out after 5 s). */
export function whenRehydrated({ persistor }: ReturnType<typeof makeStore>): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
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
import { PERSIST_CONFIG } from '../core/rules';
import { authApi } from '../features/auth/auth-api';
import { authSlice, loggedOut, tokenReceived } from '../features/auth/auth-slice';
import { profileReceived, profileSlice } from '../features/auth/profile-slice';
import { communitySlice } from '../features/community/community-slice';
import { historySlice } from '../features/history/history-slice';
import { subscriptionSlice } from '../features/premium/subscription-slice';
import { type ApiExtra, baseApi } from './base-api';
import { type KeyValueStorage, clearCredentials, saveProfile, saveToken } from './credentials';
import { siteSlice } from './site-slice';
import { storedProfileOf } from './stored-profile';

/** The persisted branch: auth, info (the profile) and recipe views (ARCHITECTURE section 4). */
export const userReducer = combineReducers({
  auth: authSlice.reducer,
  info: profileSlice.reducer,
  recipeViews: historySlice.reducer,
});

export const rootReducer = combineReducers({
  user: userReducer,
  site: siteSlice.reducer,
  community: communitySlice.reducer,
  subscription: subscriptionSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

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
  credentials.startListening({ actionCreator: profileReceived, effect: (action) => saveProfile(storage, action.payload) });
  credentials.startListening({ actionCreator: loggedOut, effect: () => clearCredentials(storage) });
  // Storage kept only part of the profile: fetch the rest (a dead token logs out, base-api.ts).
  credentials.startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: (_action, api) => {
      if (!(api.getState() as RootState).user.auth.token) return;
      void api.dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
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
export type AppDispatch = AppStore['dispatch'];

/** Logout: token, flag, stored credentials and the community slice cleared, persisted state purged. */
export async function logout({ store, persistor }: ReturnType<typeof makeStore>) {
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

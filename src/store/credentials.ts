import { type KeyValueStorage, browserStorage } from '../config/browser-storage';
import type { Profile } from './profile-slice';
import { storedProfileOf } from './stored-profile';

/** Browser storage keys of the token and the profile, beside redux-persist's `persist:root`. */
export const TOKEN_KEY = 'miamo.token';
export const PROFILE_KEY = 'miamo.profile';
/** What an anonymous visitor tried before logging in (store/pending-action.ts); a shared computer forgets it too. */
export const PENDING_ACTION_KEY = 'miamo.pending-action';

/** Whether this browser holds a member's session, read without the store (store-proxy.ts). */
export const hasStoredSession = (storage: KeyValueStorage = browserStorage()) => Boolean(storage.getItem(TOKEN_KEY));

export function saveToken(storage: KeyValueStorage, token: string | null) {
  if (token) storage.setItem(TOKEN_KEY, token);
  else storage.removeItem(TOKEN_KEY);
}

/** Only the fields of storedProfileOf: never the e-mail address or the names. */
export function saveProfile(storage: KeyValueStorage, profile: Profile | null) {
  if (profile) storage.setItem(PROFILE_KEY, JSON.stringify(storedProfileOf(profile)));
  else storage.removeItem(PROFILE_KEY);
}

export function clearCredentials(storage: KeyValueStorage) {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(PROFILE_KEY);
  storage.removeItem(PENDING_ACTION_KEY);
}

/** SPEC section 4: logged in exactly when a non-empty token is set. */
export interface AuthState {
  token: string | null;
  isLoggedIn: boolean;
}

/** What the session is, read from the store's state: plain functions, free of the store's libraries. */
export const selectIsLoggedIn = (state: { user: { auth: AuthState } }) => state.user.auth.isLoggedIn;
export const selectToken = (state: { user: { auth: AuthState } }) => state.user.auth.token;
/** True once redux-persist has put the stored session back (or given up after 5 s). */
export const selectSessionRestored = (state: { _persist?: { rehydrated: boolean } }) => !!state._persist?.rehydrated;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC section 4: logged in exactly when a non-empty token is set. */
export interface AuthState {
  token: string | null;
  isLoggedIn: boolean;
}

const initialState: AuthState = { token: null, isLoggedIn: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string | null>) {
      const token = action.payload?.trim() ? action.payload : null;
      state.token = token;
      state.isLoggedIn = token !== null;
    },
    loggedOut() {
      return initialState;
    },
  },
});

export const { tokenReceived, loggedOut } = authSlice.actions;
export const selectIsLoggedIn = (state: { user: { auth: AuthState } }) => state.user.auth.isLoggedIn;
export const selectToken = (state: { user: { auth: AuthState } }) => state.user.auth.token;
/** True once redux-persist has put the stored session back (or given up after 5 s). */
export const selectSessionRestored = (state: { _persist?: { rehydrated: boolean } }) => !!state._persist?.rehydrated;

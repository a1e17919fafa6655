import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthState } from './session-selectors';

export type { AuthState };

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
export { selectIsLoggedIn, selectSessionRestored, selectToken } from './session-selectors';

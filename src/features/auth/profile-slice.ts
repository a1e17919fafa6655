import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './auth-slice';

/** The member's profile as the API sends it (SPEC section 3, User); replaced whole on every change. */
export interface Profile {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  is_premium: boolean;
  user_types: string[];
  [field: string]: unknown;
}

export const profileSlice = createSlice({
  name: 'info',
  initialState: null as Profile | null,
  reducers: {
    profileReceived: (_state, action: PayloadAction<Profile>) => action.payload,
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => null),
});

export const { profileReceived } = profileSlice.actions;

/** The logged-in member's stored profile, or null. */
export const selectOwnProfile = (state: { user: { info: Profile | null } }) => state.user.info;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../core/contract/accounts';
import { loggedOut } from './auth-slice';

/** The member's profile as the API sends it (the contract's `Profile`); replaced whole on every change. */
export type { Profile };

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

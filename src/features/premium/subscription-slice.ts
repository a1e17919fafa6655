import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Subscription } from '../../core/premium/subscription';
import { loggedOut } from '../auth/auth-slice';

/** SPEC section 4: the subscription is merged from each payload, or null once removed. */
export const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState: null as Subscription | null,
  reducers: {
    subscriptionReceived: (state, action: PayloadAction<Partial<Subscription>>) => ({ ...(state ?? {}), ...action.payload }) as Subscription,
    subscriptionRemoved: () => null,
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => null),
});

export const { subscriptionReceived, subscriptionRemoved } = subscriptionSlice.actions;
export const selectSubscription = (state: { subscription: Subscription | null }) => state.subscription;

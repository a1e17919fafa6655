import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Subscription } from '../../core/premium/subscription';
import { loggedOut } from '../../store/auth-slice';
import { rootReducer } from '../../store/make-store';

declare module '../../store/make-store' {
  interface LazyLoadedSlices {
    subscription: Subscription | null;
  }
}

/** SPEC section 4: the subscription is merged from each payload, or null once removed. */
export const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState: null as Subscription | null,
  reducers: {
    subscriptionReceived: (state, action: PayloadAction<Partial<Subscription>>) =>
      ({ ...(state ?? {}), ...action.payload }) as Subscription,
    subscriptionRemoved: () => null,
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => null),
  selectors: { selectSubscription: (subscription) => subscription },
}).injectInto(rootReducer);

export const { subscriptionReceived, subscriptionRemoved } = subscriptionSlice.actions;
/** The current subscription as the subscriptions query and the payment calls leave it, or null. */
export const { selectSubscription } = subscriptionSlice.selectors;

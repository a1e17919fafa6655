import type {
  Plan,
  PlansResponse,
  SubscribeBody,
  Subscription,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../../core/contract/billing';
import type { Locale } from '../../core/locales/locales';
import { currentSubscription } from '../../core/premium/subscription';
import { baseApi } from '../../store/base-api';
import { subscriptionReceived, subscriptionRemoved } from './subscription-slice';

export type { Plan } from '../../core/contract/billing';

/** Plans, the member's subscriptions, subscribe or change plan, cancel (SPEC section 7). */
export const premiumApi = baseApi.enhanceEndpoints({ addTagTypes: ['Subscriptions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The plans of the page's locale: its Accept-Language picks prices and currency (en-us and en-gb differ). */
    getPlans: build.query<Plan[], Locale>({
      query: () => '/subscriptions/plans',
      transformResponse: (body: PlansResponse) => body.data,
    }),
    getSubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions',
      transformResponse: (body: SubscriptionsResponse) => body.data,
      providesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const current = currentSubscription(result.data);
        dispatch(current ? subscriptionReceived(current) : subscriptionRemoved());
      },
    }),
    /** Without a payment method, a plan change keeps the card on file. */
    subscribe: build.mutation<Subscription, SubscribeBody>({
      query: (body) => ({ url: '/subscriptions/stripe', method: 'POST', body }),
      transformResponse: (body: SubscriptionResponse) => body.data,
      invalidatesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(subscriptionReceived(result.data));
      },
    }),
    cancel: build.mutation<Subscription, string>({
      query: (productId) => ({ url: '/subscriptions/stripe', method: 'DELETE', body: { product_id: productId } }),
      transformResponse: (body: SubscriptionResponse) => body.data,
      invalidatesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(subscriptionReceived(result.data));
      },
    }),
  }),
});

export const { useGetPlansQuery, useGetSubscriptionsQuery, useSubscribeMutation, useCancelMutation } = premiumApi;

import type { Locale } from '../../core/locales/locales';
import type { Plan } from '../../core/premium/plans';
import { type Subscription, currentSubscription } from '../../core/premium/subscription';
import { baseApi } from '../../store/base-api';
import { subscriptionReceived, subscriptionRemoved } from './subscription-slice';

export type { Plan } from '../../core/premium/plans';

/** What the API says when the card needs the bank's confirmation (3-D Secure). */
export interface PaymentRefusal {
  message?: string;
  requires_action?: boolean;
  client_secret?: string;
}

/** Plans, the member's subscriptions, subscribe or change plan, cancel (SPEC section 7). */
export const premiumApi = baseApi.enhanceEndpoints({ addTagTypes: ['Subscriptions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The plans of the page's locale: its Accept-Language picks prices and currency (en-us and en-gb differ). */
    getPlans: build.query<Plan[], Locale>({
      query: () => '/subscriptions/plans',
      transformResponse: (body: { data: Plan[] }) => body.data,
    }),
    getSubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions',
      transformResponse: (body: { data: Subscription[] }) => body.data,
      providesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const current = currentSubscription(result.data);
        dispatch(current ? subscriptionReceived(current) : subscriptionRemoved());
      },
    }),
    /** Without a payment method, a plan change keeps the card on file. */
    subscribe: build.mutation<Subscription, { payment_method_id?: string; product_id: string }>({
      query: (body) => ({ url: '/subscriptions/stripe', method: 'POST', body }),
      transformResponse: (body: { data: Subscription }) => body.data,
      invalidatesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(subscriptionReceived(result.data));
      },
    }),
    cancel: build.mutation<Subscription, string>({
      query: (productId) => ({ url: '/subscriptions/stripe', method: 'DELETE', body: { product_id: productId } }),
      transformResponse: (body: { data: Subscription }) => body.data,
      invalidatesTags: ['Subscriptions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(subscriptionReceived(result.data));
      },
    }),
  }),
});

export const { useGetPlansQuery, useGetSubscriptionsQuery, useSubscribeMutation, useCancelMutation } = premiumApi;

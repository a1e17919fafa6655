import {
  cancelBodySchema,
  paymentRefusedSchema,
  plansResponseSchema,
  subscribeBodySchema,
  type Subscription,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
} from '../../src/core/contract/billing';
import { errorSchema } from '../../src/core/contract/errors';
import { plansFor, planTypeOf } from '../../src/core/premium/plans';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { securityEvent } from '../auth/security-events';
import { cardAttemptLimits } from '../billing/card-attempts';
import { cancelSubscriptions } from '../billing/end-subscriptions';
import { billingLocked, subscribe } from '../billing/subscribe';
import { invalidBody } from '../errors';
import { localeFor } from '../i18n';
import { listSubscriptions, type SubscriptionRow } from '../repositories/subscriptions';
import { findUserById } from '../repositories/users';
import type { App } from '../typed-app';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A subscription as the API sends it (SPEC section 3, Subscription). */
function toSubscription(row: SubscriptionRow): Subscription {
  const expires = new Date(row.expires_at);
  return {
    id: row.id,
    type: row.type,
    product_id: row.product_id,
    expires_date: expires.toISOString(),
    expires_date_ms: expires.getTime(),
    extra: {},
    platform: row.platform,
    cancellation_date: row.cancelled_at ? iso(row.cancelled_at) : null,
    cancellation_date_ms: row.cancelled_at ? new Date(row.cancelled_at).getTime() : null,
    last_receipt:
      row.last_receipt_amount !== null && row.last_receipt_at
        ? { amount: row.last_receipt_amount, currency: row.last_receipt_currency ?? '', date: iso(row.last_receipt_at) }
        : null,
    card:
      row.card_brand && row.card_last4
        ? {
            brand: row.card_brand,
            last4: row.card_last4,
            exp_month: row.card_exp_month ?? 0,
            exp_year: row.card_exp_year ?? 0,
          }
        : null,
    status: row.status,
  };
}

/** A billing write may also meet another operation under way (409) or a failing or silent provider (502, 503). */
const billingRefusals = { 409: errorSchema, 502: errorSchema, 503: errorSchema } as const;

/** Plans, the member's subscriptions, subscribing and cancelling (SPEC section 7, Subscriptions). */
export function registerSubscriptionRoutes(app: App) {
  const { db } = app.db;
  const countCardAttempt = cardAttemptLimits(app);

  app.get(
    '/v1/subscriptions/plans',
    {
      schema: {
        tags: ['subscriptions'],
        operationId: 'listPlans',
        summary: "The premium plans, priced in the currency of the caller's locale",
        response: { 200: plansResponseSchema },
      },
    },
    async (request) => ({ data: plansFor(localeFor(request.headers['accept-language'])) }),
  );

  app.get(
    '/v1/subscriptions',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['subscriptions'],
        operationId: 'listSubscriptions',
        summary: "The caller's subscriptions, the latest expiry first",
        response: { 200: subscriptionsResponseSchema },
      },
    },
    async (request) => ({ data: (await listSubscriptions(db, request.memberId)).map(toSubscription) }),
  );

  app.post(
    '/v1/subscriptions/stripe',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['subscriptions'],
        operationId: 'subscribe',
        summary:
          'Subscribes to a plan (201), or moves the live subscription to it (200), paid by card; needs a confirmed address, a few attempts an hour',
        body: subscribeBodySchema,
        response: {
          200: subscriptionResponseSchema,
          201: subscriptionResponseSchema,
          402: paymentRefusedSchema,
          // 403: an unconfirmed address (errno 121), or billing locked (errno 136).
          403: errorSchema,
          429: errorSchema,
          ...billingRefusals,
        },
      },
    },
    async (request, reply) => {
      const plan = planTypeOf(request.body.product_id);
      if (!plan) throw invalidBody('product_id', 'Unknown plan');
      // Card testing (issue 38): a throwaway account cannot pay, a locked one is told so before
      // any count, and every other attempt counts against the member's and the client's limits.
      const user = await findUserById(db, request.memberId);
      assertConfirmedAddress(user, 'subscribe');
      if (user?.billing_locked_at) throw billingLocked();
      await countCardAttempt(request);
      const price = plansFor(localeFor(request.headers['accept-language'])).find((p) => p.type === plan)!;
      const { row, created } = await subscribe(db, app.payments, {
        userId: request.memberId,
        productId: request.body.product_id,
        plan,
        price,
        paymentMethodId: request.body.payment_method_id ?? null,
        report: (event, fields) => securityEvent(request, event, fields),
      });
      return reply.code(created ? 201 : 200).send({ data: toSubscription(row) });
    },
  );

  app.delete(
    '/v1/subscriptions/stripe',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['subscriptions'],
        operationId: 'cancelSubscription',
        summary: 'Cancels the subscription to a plan at the end of its paid period; others not ended end now',
        body: cancelBodySchema,
        response: { 200: subscriptionResponseSchema, 404: errorSchema, ...billingRefusals },
      },
    },
    async (request) => ({
      data: toSubscription(await cancelSubscriptions(db, app.payments, request.memberId, request.body.product_id)),
    }),
  );
}

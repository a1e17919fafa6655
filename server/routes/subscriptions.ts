import {
  type Subscription,
  billingUnlockBodySchema,
  billingUnlockResponseSchema,
  cancelBodySchema,
  paymentRefusedSchema,
  plansResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  webhookResponseSchema,
} from '../../src/core/contract/billing';
import { normalizeEmail } from '../../src/core/accounts/validation';
import { errorSchema } from '../../src/core/contract/errors';
import { planTypeOf, plansFor } from '../../src/core/premium/plans';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { securityEvent } from '../auth/security-events';
import { cardAttemptLimits } from '../billing/card-attempts';
import { cancelSubscriptions } from '../billing/end-subscriptions';
import { billingLocked, subscribe } from '../billing/subscribe';
import { UnknownSubscription, applyStripeEvent } from '../billing/webhooks';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { localeFor } from '../i18n';
import { unlockBilling } from '../repositories/payment-declines';
import { type SubscriptionRow, listSubscriptions } from '../repositories/subscriptions';
import { findUserByEmail, findUserById } from '../repositories/users';
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

/**
 * Premium (SPEC sections 3, 4, 7): plans per locale, the member's subscriptions, subscribe or change
 * plan (one live subscription per member), cancel at the period's end, and Stripe's webhook.
 */
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

  app.post(
    '/v1/subscriptions/unlock',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['subscriptions'],
        operationId: 'unlockBilling',
        summary:
          'Staff reopen payments for a member whose billing locked after too many declined cards (and forget those declines)',
        body: billingUnlockBodySchema,
        response: { 200: billingUnlockResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, normalizeEmail(request.body.email));
      if (!user) throw notFound('No account uses this address.');
      const unlocked = await unlockBilling(db, user.id);
      if (unlocked) securityEvent(request, 'billing.unlocked', { user_id: user.id, by: request.memberId });
      return { data: { user_id: user.id, unlocked } };
    },
  );

  // The provider checks the signature over the raw body: this route alone reads it as text.
  app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/v1/subscriptions/stripe/webhook',
      {
        schema: {
          tags: ['subscriptions'],
          operationId: 'receiveStripeEvent',
          security: [],
          summary:
            "Stripe's event notifications (renewals, failed payments, cancellations), signed with the webhook secret",
          response: { 200: webhookResponseSchema, 409: errorSchema },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = app.payments.webhookEvent(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          // Signed, but not JSON.
          if (error instanceof SyntaxError) throw new ApiError(400, ERRNO.INVALID_JSON, 'Invalid JSON');
          throw error;
        }
        if (!event) {
          securityEvent(request, 'webhook.bad_signature');
          throw new ApiError(
            400,
            ERRNO.INVALID_PARAMETERS,
            'Stripe-Signature in header: no valid signature for this payload',
            [{ location: 'header', name: 'Stripe-Signature', description: 'no valid signature' }],
          );
        }
        try {
          return { received: true, result: await applyStripeEvent(db, event) };
        } catch (error) {
          // Not a 2xx, so Stripe sends the event again once the subscribe call has written its row.
          if (error instanceof UnknownSubscription)
            throw new ApiError(409, ERRNO.MODIFIED_MEANWHILE, `${error.message}: Stripe will retry`);
          throw error;
        }
      },
    );
  });
}

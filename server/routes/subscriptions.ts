import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { planTypeOf, plansFor } from '../../src/core/premium/plans';
import { requireUser } from '../auth/authenticate';
import { type StripeEvent, UnknownSubscription, applyStripeEvent } from '../billing/webhooks';
import { liveSubscription, listSubscriptions, toSubscription } from '../billing/subscriptions';
import { verifyStripeSignature } from '../billing/webhook-signature';
import type { ApiContext } from '../context';
import { ApiError, ERRNO, notFound } from '../errors';
import { localeFor } from '../i18n';
import { invalidBody } from './account';
import { errorResponses, memberErrorResponses } from './schemas';

const subscriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    product_id: { type: 'string' },
    expires_date: { type: 'string' },
    expires_date_ms: { type: 'integer' },
    extra: { type: 'object', additionalProperties: true },
    platform: { type: 'string' },
    cancellation_date: { type: ['string', 'null'] },
    cancellation_date_ms: { type: ['integer', 'null'] },
    last_receipt: { type: ['object', 'null'], properties: { amount: { type: 'integer' }, currency: { type: 'string' }, date: { type: 'string' } } },
    card: { type: ['object', 'null'], properties: { brand: { type: 'string' }, last4: { type: 'string' }, exp_month: { type: 'integer' }, exp_year: { type: 'integer' } } },
    status: { type: 'string' },
  },
} as const;
const oneSubscription = { type: 'object', properties: { data: subscriptionSchema } } as const;
const productId = { type: 'string', maxLength: 100 } as const;
const paymentRefused = {
  type: 'object',
  properties: { ...errorResponses[400].properties, requires_action: { type: 'boolean' }, client_secret: { type: 'string' } },
} as const;

const paymentError = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(402, ERRNO.INVALID_POSTED_DATA, message, [{ location: 'body', name: 'payment_method_id', description: message }], extra);

/**
 * Premium (SPEC sections 3, 4, 7): plans per locale, the member's subscriptions, subscribe or change
 * plan (one live subscription per member), cancel at the period's end, and Stripe's webhook.
 */
export function subscriptionRoutes(ctx: ApiContext): FastifyPluginAsync {
  const { db } = ctx.db;
  return async (app: FastifyInstance) => {
    app.get('/v1/subscriptions/plans', { schema: { tags: ['subscriptions'], response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } } } } }, async (request) => ({
      data: plansFor(localeFor(request.headers['accept-language'])),
    }));

    app.get(
      '/v1/subscriptions',
      { schema: { tags: ['subscriptions'], response: { 200: { type: 'object', properties: { data: { type: 'array', items: subscriptionSchema } } }, ...memberErrorResponses } } },
      async (request) => ({ data: (await listSubscriptions(db, requireUser(request))).map(toSubscription) }),
    );

    app.post<{ Body: { payment_method_id?: string; product_id: string } }>(
      '/v1/subscriptions/stripe',
      {
        schema: {
          tags: ['subscriptions'],
          body: { type: 'object', additionalProperties: false, required: ['product_id'], properties: { payment_method_id: { type: 'string', minLength: 1, maxLength: 200 }, product_id: productId } },
          response: { 200: oneSubscription, 201: oneSubscription, 402: paymentRefused, ...memberErrorResponses },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const plan = planTypeOf(request.body.product_id);
        if (!plan) throw invalidBody('product_id', 'Unknown plan');
        const price = plansFor(localeFor(request.headers['accept-language'])).find((p) => p.type === plan)!;
        // The member's row stays locked from the check to the write: a double click, or two tabs,
        // must not pay for two subscriptions. The second request finds the first one live.
        const { row, created } = await db.transaction().execute(async (trx) => {
          const user = await trx.selectFrom('users').select(['email', 'stripe_customer_id']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
          const live = await liveSubscription(trx, userId);
          const result = await ctx.payments.charge({
            email: user.email,
            customerId: user.stripe_customer_id,
            paymentMethodId: request.body.payment_method_id ?? null,
            plan,
            amount: price.amount,
            currency: price.currency,
            existingSubscriptionId: live?.provider_subscription_id ?? null,
          });
          if (result.kind === 'invalid_payment_method') throw invalidBody('payment_method_id', 'This payment method cannot be used');
          if (result.kind === 'declined') throw paymentError(result.message);
          if (result.kind === 'requires_action') throw paymentError('Your bank asks to confirm this payment.', { requires_action: true, client_secret: result.clientSecret });
          const card = result.card ? { card_brand: result.card.brand, card_last4: result.card.last4, card_exp_month: result.card.exp_month, card_exp_year: result.card.exp_year } : {};
          if (result.customerId && result.customerId !== user.stripe_customer_id) await trx.updateTable('users').set({ stripe_customer_id: result.customerId }).where('id', '=', userId).execute();
          if (live) {
            const changed = await trx
              .updateTable('subscriptions')
              .set({ product_id: request.body.product_id, type: plan, expires_at: result.periodEnd, cancelled_at: null, status: 'active', ...card })
              .where('id', '=', live.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return { row: changed, created: false };
          }
          const inserted = await trx
            .insertInto('subscriptions')
            .values({
              id: randomUUID(),
              user_id: userId,
              product_id: request.body.product_id,
              type: plan,
              platform: ctx.payments.platform,
              expires_at: result.periodEnd,
              provider_subscription_id: result.subscriptionId,
              status: 'active',
              last_receipt_amount: price.amount,
              last_receipt_currency: price.currency,
              last_receipt_at: new Date(),
              ...card,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { row: inserted, created: true };
        });
        return reply.code(created ? 201 : 200).send({ data: toSubscription(row) });
      },
    );

    app.delete<{ Body: { product_id: string } }>(
      '/v1/subscriptions/stripe',
      {
        schema: {
          tags: ['subscriptions'],
          body: { type: 'object', additionalProperties: false, required: ['product_id'], properties: { product_id: productId } },
          response: { 200: oneSubscription, ...memberErrorResponses },
        },
      },
      async (request) => {
        const userId = requireUser(request);
        const live = await liveSubscription(db, userId);
        if (!live || live.product_id !== request.body.product_id) throw notFound('No live subscription to this plan.', { id: request.body.product_id, resource_name: 'subscription' });
        if (live.provider_subscription_id) await ctx.payments.cancelAtPeriodEnd(live.provider_subscription_id);
        const row = await db.updateTable('subscriptions').set({ cancelled_at: live.cancelled_at ?? new Date() }).where('id', '=', live.id).returningAll().executeTakeFirstOrThrow();
        return { data: toSubscription(row) };
      },
    );

    // Stripe signs the raw body: this route alone reads it as text.
    app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      webhook.post<{ Body: string }>('/v1/subscriptions/stripe/webhook', { schema: { tags: ['subscriptions'], hide: true } }, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!verifyStripeSignature(raw, request.headers['stripe-signature'] as string | undefined, ctx.stripeWebhookSecret, Math.floor(Date.now() / 1000))) {
          throw new ApiError(400, ERRNO.INVALID_PARAMETERS, 'Stripe-Signature in header: no valid signature for this payload', [{ location: 'header', name: 'Stripe-Signature', description: 'no valid signature' }]);
        }
        let event: StripeEvent;
        try {
          event = JSON.parse(raw) as StripeEvent;
        } catch {
          throw new ApiError(400, ERRNO.INVALID_JSON, 'Invalid JSON');
        }
        try {
          return { received: true, result: await applyStripeEvent(db, event) };
        } catch (error) {
          // Not a 2xx, so Stripe sends the event again once the subscribe call has written its row.
          if (error instanceof UnknownSubscription) throw new ApiError(409, ERRNO.MODIFIED_MEANWHILE, `${error.message}: Stripe will retry`);
          throw error;
        }
      });
    });
  };
}

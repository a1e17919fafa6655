import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { planTypeOf, plansFor } from '../../src/core/premium/plans';
import { requireUser } from '../auth/authenticate';
import { type StripeEvent, UnknownSubscription, applyStripeEvent } from '../billing/webhooks';
import { cancelSubscriptions } from '../billing/end-subscriptions';
import { subscribe } from '../billing/subscribe';
import { listSubscriptions, toSubscription } from '../billing/subscriptions';
import { securityEvent } from '../auth/security-events';
import { verifyStripeSignature } from '../billing/webhook-signature';
import type { ApiContext } from '../context';
import { ApiError, ERRNO } from '../errors';
import { localeFor } from '../i18n';
import { invalidBody } from './account';
import { errorResponses, errorSchema, memberErrorResponses } from './schemas';

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

/** A billing write may also meet another operation under way (409) or a failing or silent provider (502, 503). */
const billingErrorResponses = { ...memberErrorResponses, 409: errorSchema, 502: errorSchema, 503: errorSchema } as const;

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
          response: { 200: oneSubscription, 201: oneSubscription, 402: paymentRefused, ...billingErrorResponses },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const plan = planTypeOf(request.body.product_id);
        if (!plan) throw invalidBody('product_id', 'Unknown plan');
        const price = plansFor(localeFor(request.headers['accept-language'])).find((p) => p.type === plan)!;
        const { row, created } = await subscribe(db, ctx.payments, { userId, productId: request.body.product_id, plan, price, paymentMethodId: request.body.payment_method_id ?? null });
        return reply.code(created ? 201 : 200).send({ data: toSubscription(row) });
      },
    );

    app.delete<{ Body: { product_id: string } }>(
      '/v1/subscriptions/stripe',
      {
        schema: {
          tags: ['subscriptions'],
          body: { type: 'object', additionalProperties: false, required: ['product_id'], properties: { product_id: productId } },
          response: { 200: oneSubscription, ...billingErrorResponses },
        },
      },
      async (request) => ({ data: toSubscription(await cancelSubscriptions(db, ctx.payments, requireUser(request), request.body.product_id)) }),
    );

    // Stripe signs the raw body: this route alone reads it as text.
    app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      webhook.post<{ Body: string }>('/v1/subscriptions/stripe/webhook', { schema: { tags: ['subscriptions'], hide: true } }, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!verifyStripeSignature(raw, request.headers['stripe-signature'] as string | undefined, ctx.stripeWebhookSecret, Math.floor(Date.now() / 1000))) {
          securityEvent(request, 'webhook.bad_signature');
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

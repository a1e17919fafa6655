import { normalizeEmail } from '../../src/core/accounts/validation';
import {
  billingUnlockBodySchema,
  billingUnlockResponseSchema,
  webhookResponseSchema,
} from '../../src/core/contract/billing';
import { errorSchema } from '../../src/core/contract/errors';
import { securityEvent } from '../auth/security-events';
import { applyStripeEvent, UnknownSubscription } from '../billing/webhooks';
import { ApiError, ERRNO, notFound } from '../errors';
import { unlockBilling } from '../repositories/payment-declines';
import { findUserByEmail } from '../repositories/users';
import type { App } from '../typed-app';

/** What reaches billing from elsewhere: a card unlocked after a decline, and Stripe's signed webhook events. */
export function registerBillingEventRoutes(app: App) {
  const { db } = app.db;

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

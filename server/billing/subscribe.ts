import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlanType } from '../../src/core/premium/plans';
import type { DB } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { endOperation } from '../repositories/billing-operations';
import { recordPaymentDecline } from '../repositories/payment-declines';
import {
  type SubscriptionRow,
  billingIdentity,
  insertSubscription,
  liveSubscription,
  setCustomerId,
  updateSubscription,
} from '../repositories/subscriptions';
import { runOperation } from './operations';
import type { PaymentProvider } from './provider';

export interface SubscribeRequest {
  userId: string;
  productId: string;
  plan: PlanType;
  /** The plan's price in the member's locale: the receipt of a new subscription. */
  price: { amount: number; currency: string };
  paymentMethodId: string | null;
  /** Where a declined card and a billing lock are logged as security events. */
  report: (event: string, fields: Record<string, unknown>) => void;
}

/** 403, errno 136: too many cards declined in a day (card testing); the member asks staff to unlock. */
export const billingLocked = () =>
  new ApiError(
    403,
    ERRNO.BILLING_LOCKED,
    'Payments are locked on this account after several declined cards. Please contact our support team to unlock them.',
  );

/**
 * Records a declined card (a security event: card testing tries stolen cards one after another)
 * and locks the member's billing at the day's fifth: that decline already answers the lock.
 */
async function declined(db: Kysely<DB>, request: SubscribeRequest, message: string) {
  const { declines, locked } = await recordPaymentDecline(db, request.userId);
  request.report('payment.declined', { user_id: request.userId, declines });
  if (!locked) return paymentRefused(message);
  request.report('billing.locked', { user_id: request.userId, declines });
  return billingLocked();
}

const paymentRefused = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(
    402,
    ERRNO.INVALID_POSTED_DATA,
    message,
    [{ location: 'body', name: 'payment_method_id', description: message }],
    extra,
  );
const unusableCard = () =>
  new ApiError(400, ERRNO.INVALID_POSTED_DATA, 'payment_method_id in body: This payment method cannot be used', [
    { location: 'body', name: 'payment_method_id', description: 'This payment method cannot be used' },
  ]);

/**
 * Subscribes, or changes the plan of the live subscription (one per member). The provider is called
 * outside any transaction, under the member's billing operation: a double click or a second tab
 * answers 409 instead of paying twice. The new plan and period are stored only once paid.
 */
export function subscribe(
  db: Kysely<DB>,
  payments: PaymentProvider,
  request: SubscribeRequest,
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const { userId, productId, plan, price } = request;
  const fingerprint = `subscribe:${productId}:${request.paymentMethodId ?? ''}`;
  return runOperation(db, userId, 'subscribe', fingerprint, async (operationId) => {
    const user = await billingIdentity(db, userId);
    // Read under the member's operation: a lock set by the decline before it cannot be missed.
    if (user.billing_locked_at) throw billingLocked();
    const live = await liveSubscription(db, userId);
    const result = await payments.charge({
      email: user.email,
      customerId: user.stripe_customer_id,
      paymentMethodId: request.paymentMethodId,
      plan,
      amount: price.amount,
      currency: price.currency,
      existingSubscriptionId: live?.provider_subscription_id ?? null,
      operationId,
    });
    if (result.kind === 'invalid_payment_method') throw unusableCard();
    if (result.kind === 'declined') throw await declined(db, request, result.message);
    if (result.kind === 'requires_action')
      throw paymentRefused('Your bank asks to confirm this payment.', {
        requires_action: true,
        client_secret: result.clientSecret,
      });
    const card = result.card
      ? {
          card_brand: result.card.brand,
          card_last4: result.card.last4,
          card_exp_month: result.card.exp_month,
          card_exp_year: result.card.exp_year,
        }
      : {};
    // The outcome and the end of the operation are written together.
    return db.transaction().execute(async (trx) => {
      if (result.customerId && result.customerId !== user.stripe_customer_id)
        await setCustomerId(trx, userId, result.customerId);
      await endOperation(trx, userId, operationId);
      if (live) {
        const changes = {
          product_id: productId,
          type: plan,
          expires_at: result.periodEnd,
          cancelled_at: null,
          status: 'active',
          ...card,
        };
        return { row: await updateSubscription(trx, live.id, changes), created: false };
      }
      const row = await insertSubscription(trx, {
        id: randomUUID(),
        user_id: userId,
        product_id: productId,
        type: plan,
        platform: payments.platform,
        expires_at: result.periodEnd,
        provider_subscription_id: result.subscriptionId,
        status: 'active',
        last_receipt_amount: price.amount,
        last_receipt_currency: price.currency,
        last_receipt_at: new Date(),
        ...card,
      });
      return { row, created: true };
    });
  });
}

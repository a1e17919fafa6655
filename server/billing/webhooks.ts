import type { Kysely, Updateable } from 'kysely';
import type { WebhookResult } from '../../src/core/contract/billing';
import { PRODUCT_IDS } from '../../src/core/premium/plans';
import type { DB, Subscriptions } from '../db/schema';
import { lockSubscriptionByProviderId, recordWebhookEvent, updateSubscription } from '../repositories/subscriptions';
import type { StripeEvent } from './provider';

interface StripeObject {
  id?: string;
  status?: string;
  cancel_at?: number | null;
  canceled_at?: number | null;
  ended_at?: number | null;
  items?: { data?: { current_period_end?: number; price?: { recurring?: { interval?: string } } }[] };
  parent?: { subscription_details?: { subscription?: string } };
  lines?: { data?: { period?: { end?: number } }[] };
  amount_paid?: number;
  currency?: string;
}

const HANDLED = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);
const PAID_STATUSES = new Set(['active', 'trialing']);

/** An event about a subscription this server has not written (yet). */
export class UnknownSubscription extends Error {
  constructor(readonly providerId: string) {
    super(`No subscription ${providerId} yet`);
  }
}

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Which of our subscriptions an event is about. */
function providerSubscriptionId(event: StripeEvent): string | null {
  const object = event.data.object as StripeObject;
  if (event.type.startsWith('customer.subscription.')) return object.id ?? null;
  if (event.type.startsWith('invoice.')) return object.parent?.subscription_details?.subscription ?? null;
  return null;
}

/**
 * Applies an event once: its id is recorded in the same transaction as the change, so a replay is a
 * no-op; an event older than the last one applied to the subscription changes nothing, and paid
 * periods only ever extend the expiry. Returns what happened.
 */
export async function applyStripeEvent(db: Kysely<DB>, event: StripeEvent): Promise<WebhookResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, event.id, event.type))) return 'replayed';
    const providerId = HANDLED.has(event.type) ? providerSubscriptionId(event) : null;
    if (!providerId) return 'ignored';
    const row = await lockSubscriptionByProviderId(trx, providerId);
    // Stripe may tell before the subscribe call has written its row: the event id is not kept (the
    // caller rolls back and answers non-2xx), so Stripe delivers it again later.
    if (!row) throw new UnknownSubscription(providerId);
    const eventAt = new Date(event.created * 1000);
    if (row.last_event_at && new Date(row.last_event_at) > eventAt) return 'stale';
    const object = event.data.object as StripeObject;
    const changes: Updateable<Subscriptions> = { last_event_at: eventAt };
    if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.created') {
      // A new period counts once it is paid for: a renewal whose payment failed (past_due, unpaid)
      // does not extend premium; invoice.paid will, when Stripe's retry succeeds.
      const item = object.items?.data?.[0];
      const periodEnd = at(item?.current_period_end);
      if (periodEnd && PAID_STATUSES.has(object.status ?? 'active')) changes.expires_at = periodEnd;
      // A plan change waiting for its payment (pending_if_incomplete) leaves the items as they were;
      // once paid, Stripe applies it and tells here: the plan follows the item's interval.
      const plan =
        item?.price?.recurring?.interval === 'year'
          ? 'yearly'
          : item?.price?.recurring?.interval === 'month'
            ? 'monthly'
            : null;
      if (plan && PAID_STATUSES.has(object.status ?? 'active'))
        Object.assign(changes, { type: plan, product_id: PRODUCT_IDS[plan] });
      if (object.status) changes.status = object.status;
      changes.cancelled_at = at(object.cancel_at ?? object.canceled_at);
    } else if (event.type === 'customer.subscription.deleted') {
      changes.status = 'canceled';
      changes.cancelled_at = row.cancelled_at ?? eventAt;
      changes.expires_at = at(object.ended_at) ?? eventAt;
    } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
      const periodEnd = at(object.lines?.data?.[0]?.period?.end);
      if (periodEnd && periodEnd > new Date(row.expires_at)) changes.expires_at = periodEnd;
      changes.status = 'active';
      changes.last_receipt_amount = object.amount_paid ?? null;
      changes.last_receipt_currency = object.currency?.toUpperCase() ?? null;
      changes.last_receipt_at = eventAt;
    } else {
      // invoice.payment_failed, the last of HANDLED.
      changes.status = 'past_due';
    }
    await updateSubscription(trx, row.id, changes);
    return 'applied';
  });
}

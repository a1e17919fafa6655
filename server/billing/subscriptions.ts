import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SubscriptionsTable } from '../db/schema';
import { ENDED_STATUSES } from './provider';

type Executor = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** A subscription as the API sends it (SPEC section 3, Subscription). */
export function toSubscription(row: SubscriptionRow) {
  const expires = new Date(row.expires_at);
  return {
    id: row.id,
    type: row.type,
    product_id: row.product_id,
    expires_date: expires.toISOString(),
    expires_date_ms: expires.getTime(),
    extra: {},
    platform: row.platform,
    cancellation_date: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
    cancellation_date_ms: ms(row.cancelled_at),
    last_receipt:
      row.last_receipt_amount !== null && row.last_receipt_at
        ? { amount: row.last_receipt_amount, currency: row.last_receipt_currency ?? '', date: new Date(row.last_receipt_at).toISOString() }
        : null,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4, exp_month: row.card_exp_month ?? 0, exp_year: row.card_exp_year ?? 0 } : null,
    status: row.status,
  };
}

export function listSubscriptions(db: Executor, userId: string) {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('expires_at', 'desc').execute();
}

/** The member's live subscription: not ended, not expired (one at most: the routes keep it so). */
export function liveSubscription(db: Executor, userId: string, now = new Date()) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'canceled')
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The member's subscriptions at this provider that are not ended: live or not, past_due, unpaid,
 * incomplete and those set to end with their period included (they may still bill).
 */
export function unendedSubscriptions(db: Executor, userId: string, platform: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('platform', '=', platform)
    .where('provider_subscription_id', 'is not', null)
    .where('status', 'not in', [...ENDED_STATUSES])
    .orderBy('expires_at', 'desc')
    .execute();
}

/** The provider ended these subscriptions: they bill nothing more. */
export async function markEnded(db: Executor, providerIds: string[], now: Date) {
  if (providerIds.length === 0) return;
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ status: 'canceled', cancelled_at: eb.fn.coalesce('cancelled_at', eb.val(now)) }))
    .where('provider_subscription_id', 'in', providerIds)
    .execute();
}

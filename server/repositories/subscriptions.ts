import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { ENDED_STATUSES } from '../../src/core/premium/subscription-status';
import type { Executor } from '../db/executor';
import type { DB, Subscriptions } from '../db/schema';

export type SubscriptionRow = Selectable<Subscriptions>;

export function listSubscriptions(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .execute();
}

/** The member's live subscription: not ended, not expired (one at most: subscribe keeps it so). */
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

export function subscriptionById(db: Executor, id: string) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Locked until the transaction ends: two events about one subscription apply one after the other. */
export function lockSubscriptionByProviderId(trx: Transaction<DB>, providerId: string) {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertSubscription(db: Executor, row: Insertable<Subscriptions>) {
  return db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateSubscription(db: Executor, id: string, changes: Updateable<Subscriptions>) {
  return db.updateTable('subscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
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

/** What the provider needs to know of the member: the address, and its customer id once it has one. */
export function billingIdentity(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'stripe_customer_id', 'billing_locked_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function setCustomerId(db: Executor, userId: string, customerId: string) {
  await db.updateTable('users').set({ stripe_customer_id: customerId }).where('id', '=', userId).execute();
}

/** Records a webhook event's id; false when it was recorded already (a replay). */
export async function recordWebhookEvent(db: Executor, id: string, type: string) {
  const inserted = await db
    .insertInto('webhook_events')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets event ids received before `before` (the purge job); returns how many. */
export async function purgeWebhookEvents(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('webhook_events').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../errors';
import { endOperation } from '../repositories/billing-operations';
import {
  type SubscriptionRow,
  billingIdentity,
  liveSubscription,
  markEnded,
  subscriptionById,
  unendedSubscriptions,
  updateSubscription,
} from '../repositories/subscriptions';
import { runOperation } from './operations';
import type { PaymentProvider } from './provider';

const PAID_STATUSES = new Set(['active', 'trialing']);

/**
 * Every provider subscription of the member not ended yet: the ones recorded here, and the ones the
 * provider knows and we did not record (a subscribe whose answer never arrived).
 */
async function unendedAtProvider(db: Kysely<DB>, payments: PaymentProvider, userId: string) {
  const rows = await unendedSubscriptions(db, userId, payments.platform);
  const { stripe_customer_id: customerId } = await billingIdentity(db, userId);
  const atProvider = customerId ? await payments.openSubscriptions(customerId) : [];
  const ids = new Set([...rows.map((row) => row.provider_subscription_id!), ...atProvider.map((s) => s.id)]);
  return { rows, ids: [...ids] };
}

/** Ends each now, recording those ended even when a later one fails, so nothing is left unrecorded. */
async function endNow(
  db: Kysely<DB>,
  payments: PaymentProvider,
  providerIds: string[],
  operationId: string,
  now: Date,
) {
  const ended: string[] = [];
  try {
    for (const id of providerIds) {
      await payments.cancelNow(id, operationId);
      ended.push(id);
    }
  } finally {
    await markEnded(db, ended, now);
  }
}

/**
 * Cancellation (DELETE /v1/subscriptions/stripe): the live subscription ends with its paid period;
 * every other one not ended (past_due, unpaid, incomplete: nothing paid for) ends now, so nothing
 * bills again. 404 when no unended subscription is to that plan.
 */
export function cancelSubscriptions(
  db: Kysely<DB>,
  payments: PaymentProvider,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<SubscriptionRow> {
  return runOperation(db, userId, 'cancel', `cancel:${productId}`, async (operationId) => {
    const live = await liveSubscription(db, userId, now);
    const { rows, ids } = await unendedAtProvider(db, payments, userId);
    const target = live?.product_id === productId ? live : rows.find((row) => row.product_id === productId);
    if (!target) throw notFound('No live subscription to this plan.', { id: productId, resource_name: 'subscription' });
    const keepsPeriod = live && PAID_STATUSES.has(live.status) ? live : null;
    if (keepsPeriod?.provider_subscription_id)
      await payments.cancelAtPeriodEnd(keepsPeriod.provider_subscription_id, operationId);
    await endNow(
      db,
      payments,
      ids.filter((id) => id !== keepsPeriod?.provider_subscription_id),
      operationId,
      now,
    );
    return db.transaction().execute(async (trx) => {
      if (keepsPeriod) await updateSubscription(trx, keepsPeriod.id, { cancelled_at: keepsPeriod.cancelled_at ?? now });
      await endOperation(trx, userId, operationId);
      return subscriptionById(trx, target.id);
    });
  });
}

/**
 * Account deletion: every provider subscription not ended yet ends now (billing nothing more), then
 * `deleteAccount` runs in a short transaction. If the provider cannot stop one, nothing is deleted
 * and the member may retry; a concurrent subscribe answers 409 meanwhile.
 */
export function endBillingThenDelete(
  db: Kysely<DB>,
  payments: PaymentProvider,
  userId: string,
  deleteAccount: (trx: Transaction<DB>) => Promise<void>,
  now = new Date(),
) {
  return runOperation(db, userId, 'delete', 'delete', async (operationId) => {
    const { ids } = await unendedAtProvider(db, payments, userId);
    await endNow(db, payments, ids, operationId, now);
    // The member's row goes, and with it (cascade) the operation.
    await db.transaction().execute(deleteAccount);
  });
}

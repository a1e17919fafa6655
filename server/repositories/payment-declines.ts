import { type Kysely, sql } from 'kysely';
import { CARD_DECLINE_LOCK, locksBilling } from '../../src/core/premium/card-testing';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

/**
 * Records a declined card payment of the member and locks their billing when it makes too many
 * in the window. One transaction, the member's row locked first, so two declines racing in from
 * two processes are counted one after the other. `locked` is true only for the decline that locked.
 */
export async function recordPaymentDecline(
  db: Kysely<DB>,
  userId: string,
  now = new Date(),
): Promise<{ declines: number; locked: boolean }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.insertInto('payment_declines').values({ user_id: userId, declined_at: now }).execute();
    const { count } = await trx
      .selectFrom('payment_declines')
      .select(sql<string>`count(*)`.as('count'))
      .where('user_id', '=', userId)
      .where('declined_at', '>', new Date(now.getTime() - CARD_DECLINE_LOCK.windowMs))
      .executeTakeFirstOrThrow();
    const declines = Number(count);
    if (!locksBilling(declines)) return { declines, locked: false };
    const row = await trx
      .updateTable('users')
      .set({ billing_locked_at: now })
      .where('id', '=', userId)
      .where('billing_locked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return { declines, locked: !!row };
  });
}

/** When the member's billing was locked, or null while it is open. */
export async function billingLockOf(db: Executor, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('users').select('billing_locked_at').where('id', '=', userId).executeTakeFirst();
  return row?.billing_locked_at ?? null;
}

/**
 * Staff unlock a member's billing: the lock and the declines that led to it go (the log keeps
 * them), so the member starts a new day's count. True when it was locked.
 */
export async function unlockBilling(db: Kysely<DB>, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ billing_locked_at: null })
      .where('id', '=', userId)
      .where('billing_locked_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    await trx.deleteFrom('payment_declines').where('user_id', '=', userId).execute();
    return !!row;
  });
}

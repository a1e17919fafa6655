import { type Transaction, sql } from 'kysely';
import {
  UNCONFIRMED_IDLE_DAYS,
  UNCONFIRMED_NOTICE_DAYS,
  UNCONFIRMED_PURGE_DAYS,
  UNCONFIRMED_RULE_SINCE,
} from '../../src/core/accounts/unconfirmed-accounts';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import type { UserRow } from './users';

const DAY_MS = 86_400_000;

/**
 * The unconfirmed accounts the purge has something to do with at `now`, oldest first, at most
 * `limit`: due a notice, or told long enough ago, old enough and idle (src/core's
 * unconfirmedAccountFate decides; this only narrows the rows to those it may act on, so accounts
 * kept alive by their use never crowd out the others). The partial index users_unconfirmed_idx
 * (migration 038) holds only unconfirmed accounts.
 */
export async function unconfirmedAccountsDue(db: Executor, now: Date, limit: number) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const lastUsed = sql<Date | null>`(select max(t.last_used_at) from tokens t where t.user_id = users.id)`;
  return db
    .selectFrom('users')
    .select(['id', 'created_at', 'unconfirmed_notice_at', lastUsed.as('last_used_at')])
    .where('email_validated_at', 'is', null)
    .where('created_at', '>=', new Date(UNCONFIRMED_RULE_SINCE))
    .where('created_at', '<=', ago(UNCONFIRMED_NOTICE_DAYS))
    .where((eb) =>
      eb.or([
        eb('unconfirmed_notice_at', 'is', null),
        eb.and([
          eb('unconfirmed_notice_at', '<=', ago(UNCONFIRMED_PURGE_DAYS - UNCONFIRMED_NOTICE_DAYS)),
          eb('created_at', '<=', ago(UNCONFIRMED_PURGE_DAYS)),
          eb.not(
            eb.exists(
              eb
                .selectFrom('tokens')
                .select('user_id')
                .whereRef('tokens.user_id', '=', 'users.id')
                .where('last_used_at', '>', ago(UNCONFIRMED_IDLE_DAYS)),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Marks the account told, in one statement, while it is still unconfirmed and untold: the
 * account when this call is the one to tell it (several processes may purge at once).
 */
export async function claimUnconfirmedNotice(db: Executor, userId: string, now: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ unconfirmed_notice_at: now })
    .where('id', '=', userId)
    .where('email_validated_at', 'is', null)
    .where('unconfirmed_notice_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Holds the account's row until the transaction ends; whether its address is still unconfirmed. */
export async function lockUnconfirmed(trx: Transaction<DB>, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('email_validated_at')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return !!row && row.email_validated_at === null;
}

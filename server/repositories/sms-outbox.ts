import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

export async function insertSms(db: Executor, sms: { kind: string; to: string; body: string }): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ id: randomUUID(), kind: sms.kind, to_number: sms.to, body: sms.body })
    .execute();
}

/** How many messages went to a number since `since`: the per-number limit. */
export async function countSmsTo(db: Executor, to: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('sms_outbox')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('to_number', '=', to)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return count;
}

export async function latestSms(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['kind', 'to_number', 'body', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes the messages written before `before`, numbers with them. */
export async function purgeSms(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db.deleteFrom('sms_outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

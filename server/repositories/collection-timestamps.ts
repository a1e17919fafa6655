import { type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

/** The collections of the member's own `default` bucket (SPEC section 7). */
export type MemberCollection = 'saved-recipes' | 'unlocked-recipes' | 'shopping-list' | 'recipe-collections';

/**
 * Reserves `count` timestamps for new recipes of a language and returns the first: strictly
 * after every earlier one (and after `floor`, the language's newest record), the last one `now`
 * when the clock allows. The upsert locks the language's row until the transaction ends, so
 * concurrent writers of one language take their turns, each after the previous one committed.
 */
export async function reserveCatalogueTimestamps(
  trx: Transaction<DB>,
  language: string,
  count: number,
  now: number,
  floor: number,
): Promise<number> {
  const wanted = Math.max(now, floor + count);
  const { last_modified } = await trx
    .insertInto('catalogue_timestamps')
    .values({ language, last_modified: wanted })
    .onConflict((oc) =>
      oc.column('language').doUpdateSet({
        last_modified: sql<string>`greatest(excluded.last_modified, catalogue_timestamps.last_modified + ${count})`,
      }),
    )
    .returning('last_modified')
    .executeTakeFirstOrThrow();
  return Number(last_modified) - count + 1;
}

/**
 * Moves a member's collection timestamp forward for a write and returns it: `now`, or one after
 * the previous one. The row stays locked until the transaction ends, so the member's concurrent
 * writes of this collection get distinct, increasing timestamps.
 */
export async function stampMemberCollection(
  trx: Transaction<DB>,
  userId: string,
  collection: MemberCollection,
  now: number,
): Promise<number> {
  const { last_modified } = await trx
    .insertInto('member_collection_timestamps')
    .values({ user_id: userId, collection, last_modified: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'collection']).doUpdateSet({
        last_modified: sql<string>`greatest(excluded.last_modified, member_collection_timestamps.last_modified + 1)`,
      }),
    )
    .returning('last_modified')
    .executeTakeFirstOrThrow();
  return Number(last_modified);
}

/** A member's collection timestamp (its ETag); 0 before the first write. */
export async function memberCollectionTimestamp(
  db: Executor,
  userId: string,
  collection: MemberCollection,
): Promise<number> {
  const row = await db
    .selectFrom('member_collection_timestamps')
    .select('last_modified')
    .where('user_id', '=', userId)
    .where('collection', '=', collection)
    .executeTakeFirst();
  return Number(row?.last_modified ?? 0);
}

/** Every language's catalogue timestamp, as one string that moves with any catalogue write. */
export async function catalogueTimestamps(db: Executor): Promise<string> {
  const rows = await db
    .selectFrom('catalogue_timestamps')
    .select(['language', 'last_modified'])
    .orderBy('language')
    .execute();
  return rows.map((row) => `${row.language}:${row.last_modified}`).join(',');
}

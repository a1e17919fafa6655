import { type Expression, type SqlBool, type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

/**
 * A list's condition that no block stands, either way, between the viewer and the member named by
 * `memberColumn` (e.g. `p.author_id`): a blocked member's posts and comments are invisible to the
 * blocker, and the blocker's to them. Anonymous readers see everything.
 */
export function noBlockBetween(viewerId: string | null, memberColumn: string): Expression<SqlBool> {
  if (!viewerId) return sql<SqlBool>`true`;
  const member = sql.ref(memberColumn);
  return sql<SqlBool>`not exists (
    select 1 from user_blocks ub
    where (ub.blocker_id = ${viewerId} and ub.blocked_id = ${member})
       or (ub.blocker_id = ${member} and ub.blocked_id = ${viewerId}))`;
}

/** Whether either member blocks the other: then neither may follow, reply to or like the other. */
export async function isBlockedBetween(db: Executor, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

/** Whether `blockerId` blocks `blockedId` (one way: what the blocker's Block/Unblock shows). */
export async function isBlocking(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Serializes, until the transaction ends, what changes whether two members may interact (a block,
 * a follow): a follow checked against the blocks cannot then slip in beside a block made at once.
 */
export async function lockMemberPair(trx: Transaction<DB>, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await sql`select pg_advisory_xact_lock(hashtextextended(${`member-pair:${first}:${second}`}, 0))`.execute(trx);
}

/** Adds the block in one statement, so concurrent calls cannot both insert; true when it is new. */
export async function addBlock(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('user_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocker_id')
    .executeTakeFirst();
  return !!inserted;
}

export async function removeBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('user_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/**
 * One page of the members `blockerId` blocks, newest block first, resuming strictly after
 * `after` (keyset). Asks for one row more than `limit`: the caller knows from it whether a next
 * page exists.
 */
export async function listBlocks(
  db: Executor,
  { blockerId, after, limit }: { blockerId: string; after?: CursorPosition; limit: number },
) {
  const query = db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select([
      'u.id',
      ...MEMBER_COLUMNS,
      cursorTime('b.created_at').as('blocked_at'),
      // A block ends the follows both ways and refuses new ones (under the pair's lock): none here.
      sql<boolean>`false`.as('followed_by_viewer'),
    ])
    .where('b.blocker_id', '=', blockerId);
  return keysetQuery(query, { time: 'b.created_at', id: 'b.blocked_id' }, 'desc', { after, limit }).execute();
}

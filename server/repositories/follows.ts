import { sql } from 'kysely';
import type { FollowDirection } from '../../src/core/contract/community';
import type { Executor } from '../db/executor';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

export async function followCounts(
  db: Executor,
  userId: string,
): Promise<{ followers_count: number; follows_count: number }> {
  const row = await db
    .selectFrom('user_follows')
    .select([
      sql<string>`count(*) filter (where followed_id = ${userId})`.as('followers'),
      sql<string>`count(*) filter (where follower_id = ${userId})`.as('follows'),
    ])
    .where((eb) => eb.or([eb('followed_id', '=', userId), eb('follower_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return { followers_count: Number(row.followers), follows_count: Number(row.follows) };
}

export async function isFollowing(db: Executor, followerId: string, followedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followed_id', '=', followedId)
    .executeTakeFirst();
  return !!row;
}

/** Adds the follow in one statement, so concurrent calls cannot both insert; true when it is new. */
export async function addFollow(db: Executor, followerId: string, followedId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('user_follows')
    .values({ follower_id: followerId, followed_id: followedId })
    .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
    .returning('follower_id')
    .executeTakeFirst();
  return !!inserted;
}

export async function removeFollow(db: Executor, followerId: string, followedId: string): Promise<void> {
  await db
    .deleteFrom('user_follows')
    .where('follower_id', '=', followerId)
    .where('followed_id', '=', followedId)
    .execute();
}

/**
 * One page of a follow list, newest follow first, resuming strictly after `after` (keyset, so a
 * follow added meanwhile neither repeats nor skips a row). Asks for one row more than `limit`:
 * the caller knows from it whether a next page exists.
 */
export async function listFollows(
  db: Executor,
  {
    userId,
    direction,
    viewerId,
    after,
    limit,
  }: { userId: string; direction: FollowDirection; viewerId: string | null; after?: CursorPosition; limit: number },
) {
  const [own, other] =
    direction === 'follower' ? (['followed_id', 'follower_id'] as const) : (['follower_id', 'followed_id'] as const);
  const query = db
    .selectFrom('user_follows as f')
    .innerJoin('users as u', 'u.id', `f.${other}`)
    .select((eb) => [
      'u.id',
      ...MEMBER_COLUMNS,
      cursorTime('f.created_at').as('followed_at'),
      viewerId
        ? eb
            .exists(
              eb
                .selectFrom('user_follows as v')
                .select('v.follower_id')
                .where('v.follower_id', '=', viewerId)
                .whereRef('v.followed_id', '=', 'u.id'),
            )
            .$castTo<boolean>()
            .as('followed_by_viewer')
        : sql<boolean>`false`.as('followed_by_viewer'),
    ])
    .where(`f.${own}`, '=', userId);
  return keysetQuery(query, { time: 'f.created_at', id: `f.${other}` }, 'desc', { after, limit }).execute();
}

/** Several follows at once; those that exist already stay as they are. */
export async function insertFollows(trx: Executor, follows: { follower_id: string; followed_id: string }[]) {
  if (follows.length)
    await trx
      .insertInto('user_follows')
      .values(follows)
      .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
      .execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isBlockedBetween, lockMemberPair } from '../repositories/blocks';
import { addFollow, followCounts, removeFollow } from '../repositories/follows';
import { blockStands } from './blocks';

/**
 * Follows a member and reads their new follower count in one transaction; `created` the first
 * time. Refused (403) while a block stands either way, checked under the pair's lock that a block
 * also takes, so the two cannot cross.
 */
export async function follow(db: Kysely<DB>, followerId: string, followedId: string) {
  return db.transaction().execute(async (trx) => {
    await lockMemberPair(trx, followerId, followedId);
    if (await isBlockedBetween(trx, followerId, followedId)) throw blockStands('user');
    const created = await addFollow(trx, followerId, followedId);
    const { followers_count } = await followCounts(trx, followedId);
    return { created, followers_count };
  });
}

/** Stops following (nothing to do when not following) and reads the follower count, in one transaction. */
export async function unfollow(db: Kysely<DB>, followerId: string, followedId: string) {
  return db.transaction().execute(async (trx) => {
    await removeFollow(trx, followerId, followedId);
    return followCounts(trx, followedId);
  });
}

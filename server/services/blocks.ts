import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { addBlock, isBlockedBetween, lockMemberPair, removeBlock } from '../repositories/blocks';
import { removeFollow } from '../repositories/follows';

/** What a member gets when a block stands, either way, between them and the member they act on. */
export function blockStands(field: string) {
  const description = 'A block stands between you and this member';
  return new ApiError(403, ERRNO.FORBIDDEN, `${field}: ${description}.`, [
    { location: 'body', name: field, description },
  ]);
}

/** 403 when a block stands between the member and any of the others (pairs locked in one order). */
export async function refuseBlocked(
  trx: Transaction<DB>,
  memberId: string,
  others: { memberId: string; field: string }[],
) {
  const pairs = others
    .filter((other) => other.memberId !== memberId)
    .sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
  for (const other of pairs) {
    await lockMemberPair(trx, memberId, other.memberId);
    if (await isBlockedBetween(trx, memberId, other.memberId)) throw blockStands(other.field);
  }
}

/**
 * Blocks a member and ends the follows between the two, both ways, in one transaction (under the
 * pair's lock, so a follow made at the same moment cannot outlive the block); `created` the first
 * time.
 */
export async function block(db: Kysely<DB>, blockerId: string, blockedId: string) {
  return db.transaction().execute(async (trx) => {
    await lockMemberPair(trx, blockerId, blockedId);
    const created = await addBlock(trx, blockerId, blockedId);
    await removeFollow(trx, blockerId, blockedId);
    await removeFollow(trx, blockedId, blockerId);
    return { created };
  });
}

/** Lifts the caller's block (nothing to do when none stands); a block the other member made stays. */
export async function unblock(db: Kysely<DB>, blockerId: string, blockedId: string): Promise<void> {
  await removeBlock(db, blockerId, blockedId);
}

import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import type { Executor } from '../db/executor';
import { ApiError, ERRNO } from '../errors';
import { findUserById } from '../repositories/users';

/** The caller's account; a token whose account has just gone reads as a dead token (401). */
export async function currentMember(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
  return user;
}

/** Refuses a member whose address is not confirmed yet (403 errno 121: SPEC section 6). */
export async function requireConfirmedAddress(db: Executor, memberId: string, action: ConfirmedAddressAction) {
  assertConfirmedAddress(await findUserById(db, memberId), action);
}

import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import { ApiError, ERRNO } from '../errors';
import type { UserRow } from '../repositories/users';

/**
 * Refuses an action of CONFIRMED_ADDRESS_ACTIONS (src/core) to a member whose address is not
 * confirmed yet: 403, which the site answers with its "confirm your address" modal. Only listed
 * actions can be gated, so the validation mail, which names that list, always says what is.
 */
export function assertConfirmedAddress(
  user: Pick<UserRow, 'email_validated_at'> | undefined,
  action: ConfirmedAddressAction,
) {
  if (!user?.email_validated_at) {
    throw new ApiError(403, ERRNO.FORBIDDEN, `Confirm your email address first: ${action} needs a confirmed address.`);
  }
}

import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import type { DB } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { type UserRow, findUserById } from '../repositories/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is an action of CONFIRMED_ADDRESS_ACTIONS: beside `auth: 'member'`, its caller's
     * address must be confirmed (checked with the auth, before the body is read).
     */
    confirmed?: ConfirmedAddressAction;
  }
}

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

/** The check a route declaring `config.confirmed` runs after its auth (server/auth/route-auth.ts). */
export function confirmedAddressCheck(db: Kysely<DB>, action: ConfirmedAddressAction) {
  return async (request: FastifyRequest) => assertConfirmedAddress(await findUserById(db, request.memberId), action);
}

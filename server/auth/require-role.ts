import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Role, moderationRefusal, roleRefusal } from '../../src/core/accounts/roles';
import type { DB } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { rolesOf } from '../repositories/roles';
import { requireUser } from './authenticate';

/** The 403 of a refusal: the role is missing (errno 121), or this session's second factor (errno 131). */
function refusalError(role: string, refusal: 'role' | 'second-factor') {
  if (refusal === 'role') {
    return new ApiError(403, ERRNO.FORBIDDEN, `This action needs the ${role} role.`, [
      { location: 'header', name: 'Authorization', description: `The member does not have the ${role} role` },
    ]);
  }
  const description =
    'Log in again with the code from your authenticator app: this session did not pass the second factor';
  return new ApiError(
    403,
    ERRNO.SECOND_FACTOR_REQUIRED,
    `The ${role} role needs a session opened with the second factor.`,
    [{ location: 'body', name: 'otp', description }],
  );
}

/**
 * The member id when the caller holds the role, read from the database on every call (a revoked
 * role ends at once). Staff and moderators also need a session opened with the second factor.
 * Otherwise a 401 for anonymous callers, or a 403 saying which is missing: the role (errno 121),
 * or the second factor on this session (errno 131: log in again with the authenticator code).
 */
export async function requireRole(request: FastifyRequest, role: Role, db: Kysely<DB>): Promise<string> {
  const userId = requireUser(request);
  const refusal = roleRefusal(role, { roles: await rolesOf(db, userId) }, request.session ?? { secondFactorAt: null });
  if (refusal) throw refusalError(role, refusal);
  return userId;
}

/**
 * Moderators and staff review members' recipes (SPEC section 6): either role, with its second
 * factor on this session (src/core's moderationRefusal). Otherwise 401 anonymous, 403 naming what
 * is missing.
 */
export async function requireModerator(request: FastifyRequest, db: Kysely<DB>): Promise<string> {
  const userId = requireUser(request);
  const refusal = moderationRefusal({ roles: await rolesOf(db, userId) }, request.session ?? { secondFactorAt: null });
  if (refusal) throw refusalError('moderator', refusal);
  return userId;
}

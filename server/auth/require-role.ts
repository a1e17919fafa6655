import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Role, roleRefusal } from '../../src/core/accounts/roles';
import type { Database } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { rolesOf } from '../repositories/roles';
import { requireUser } from './authenticate';

/**
 * The member id when the caller holds the role, read from the database on every call (a revoked
 * role ends at once). Staff also need a session opened with the second factor. Otherwise a 401
 * for anonymous callers, or a 403 saying which is missing: the role (errno 121), or the second
 * factor on this session (errno 131: log in again with the authenticator code).
 */
export async function requireRole(request: FastifyRequest, role: Role, db: Kysely<Database>): Promise<string> {
  const userId = requireUser(request);
  const refusal = roleRefusal(role, { roles: await rolesOf(db, userId) }, request.session ?? { secondFactorAt: null });
  if (refusal === 'role') {
    throw new ApiError(403, ERRNO.FORBIDDEN, `This action needs the ${role} role.`, [
      { location: 'header', name: 'Authorization', description: `The member does not have the ${role} role` },
    ]);
  }
  if (refusal === 'second-factor') {
    const description =
      'Log in again with the code from your authenticator app: this session did not pass the second factor';
    throw new ApiError(
      403,
      ERRNO.SECOND_FACTOR_REQUIRED,
      `The ${role} role needs a session opened with the second factor.`,
      [{ location: 'body', name: 'otp', description }],
    );
  }
  return userId;
}

/**
 * Moderators and staff review members' recipes (SPEC section 6): the moderator role, or the staff
 * role with its second factor on this session. Otherwise 401 anonymous, 403 naming the role.
 */
export async function requireModerator(request: FastifyRequest, db: Kysely<Database>): Promise<string> {
  const userId = requireUser(request);
  const roles = await rolesOf(db, userId);
  if (roles.includes('moderator')) return userId;
  return requireRole(request, roles.includes('staff') ? 'staff' : 'moderator', db);
}

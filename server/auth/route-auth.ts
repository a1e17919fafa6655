import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from '../../src/core/accounts/roles';
import { errorSchema } from '../../src/core/contract/errors';
import type { Db } from '../db/create-db';
import { ApiError, ERRNO } from '../errors';
import { requireRecentPassword, requireUser } from './authenticate';
import { confirmedAddressCheck } from './confirmed-address';
import { requireModerator, requireRole } from './require-role';

/**
 * Who may call a route, declared in its options (`config: { auth: 'member' }`): a member, a member
 * whose session proved the password in the last 10 minutes, a member holding a role, or one who
 * moderates (the moderator role, or staff with the second factor).
 */
export type RouteAuth = 'member' | 'recent-password' | 'moderation' | Role;

/** The OpenAPI name of the token scheme (`Authorization: Bearer+Email <token>`, SPEC section 7). */
export const SECURITY_SCHEME = 'memberToken';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller's member id on a route declared with `auth`; reading it elsewhere is a bug. */
    readonly memberId: string;
  }
}

function checkOf(auth: RouteAuth, db: Db) {
  return async (request: FastifyRequest) => {
    if (auth === 'member') requireUser(request);
    else if (auth === 'recent-password') requireRecentPassword(request);
    else if (auth === 'moderation') await requireModerator(request, db.db);
    else await requireRole(request, auth, db.db);
  };
}

/** A route that declared who may call it (the test that walks every guarded route reads them). */
export interface GuardedRoute {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardedRoutes: readonly GuardedRoute[];
  }
}

/**
 * Turns each route's declared `auth` into its first onRequest hook (after the global hook that
 * reads the token) and into its OpenAPI security requirement with the 401 and 403 it can send.
 * At onRequest, before the body is parsed and any schema validates it: a caller without the right
 * gets a 401 or 403, never a 400 telling them what the route expects (issue 38). One mechanism
 * for every guarded route, so none can check after validating.
 */
export function registerRouteAuth(app: FastifyInstance, db: Db) {
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.decorateRequest('memberId', {
    getter(this: FastifyRequest) {
      if (!this.userId) throw new ApiError(500, ERRNO.UNDEFINED, 'memberId read on a route without auth');
      return this.userId;
    },
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const { auth, confirmed } = (route.config ?? {}) as Pick<FastifyContextConfig, 'auth' | 'confirmed'>;
    if (!auth) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    // An action that needs a confirmed address (src/core's list) is refused right after the auth.
    const address = confirmed ? [confirmedAddressCheck(db.db, confirmed)] : [];
    route.onRequest = [checkOf(auth, db), ...address, ...own];
    for (const method of [route.method].flat()) guarded.push({ method, url: route.url, auth });
    const refusals = auth === 'member' && !confirmed ? { 401: errorSchema } : { 401: errorSchema, 403: errorSchema };
    const schema = (route.schema ?? {}) as { response?: Record<string, unknown>; security?: unknown };
    route.schema = { ...schema, security: [{ [SECURITY_SCHEME]: [] }], response: { ...refusals, ...schema.response } };
  });
}

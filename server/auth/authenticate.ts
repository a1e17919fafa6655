import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/create-db';
import { ApiError, ERRNO } from '../errors';
import { type Session, sessionOfToken } from '../repositories/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the Authorization header itself (password reset accepts e-mailed tokens). */
    rawToken?: boolean;
  }
  interface FastifyRequest {
    /** The member behind the request's token, or null when anonymous. */
    userId: string | null;
    token: string | null;
    /** The caller's live session (its id and what it proved), or null when anonymous. */
    session: Session | null;
  }
}

/** `Bearer+Email <token>` (SPEC section 7) or `Bearer <token>`, scheme in any case. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const token = header.slice(space + 1).trim();
  return (scheme === 'bearer+email' || scheme === 'bearer') && token ? token : null;
}

const REALM = 'Bearer+Email realm="Miamo"';

/**
 * Reads the caller from the Authorization header on every request. A header that is sent but
 * does not name a live token is a 401 (errno 105) even on public routes: a client should know
 * its token has gone rather than silently browse as anonymous.
 */
export function registerAuthentication(app: FastifyInstance, { db }: Db) {
  app.decorateRequest('userId', null);
  app.decorateRequest('token', null);
  app.decorateRequest('session', null);
  // At onRequest, before the body is read or validated: a route's declared auth (route-auth.ts)
  // refuses a caller before any schema can answer with details of its input (issue 38).
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    // The matched route, not the raw URL: `/%761/...` is routed as `/v1/...`.
    if (!header || !request.routeOptions.url?.startsWith('/v1') || request.routeOptions.config.rawToken) return;
    const token = tokenFromHeader(header);
    const session = token ? await sessionOfToken(db, token) : undefined;
    if (!session)
      throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.', {
        header: 'Authorization',
      });
    request.userId = session.userId;
    request.token = token;
    request.session = session;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('WWW-Authenticate', REALM);
    return payload;
  });
}

/** The member id, or a 401 (errno 104) for an anonymous call to a member route. */
export function requireUser(request: FastifyRequest): string {
  if (!request.userId)
    throw new ApiError(401, ERRNO.MISSING_AUTH, 'Please authenticate yourself to use this endpoint.');
  return request.userId;
}

/** How long a proof of the password lets a session change the password, the e-mail or delete. */
export const RECENT_AUTH_MS = 10 * 60_000;

/**
 * The member's session, which must have proved the password in the last 10 minutes: a stolen
 * session alone cannot take the account over. Otherwise a 403 (errno 130) that the site answers
 * by asking the current password (POST /v1/email/reauth) and trying again.
 */
export function requireRecentPassword(request: FastifyRequest, now = Date.now()): Session {
  requireUser(request);
  return assertRecentPassword(request.session!, now);
}

/** The same check for a session a route read itself (the reset route reads its own header). */
export function assertRecentPassword(session: Session, now = Date.now()): Session {
  const proved = session.passwordVerifiedAt ? new Date(session.passwordVerifiedAt).getTime() : 0;
  if (now - proved > RECENT_AUTH_MS) {
    throw new ApiError(403, ERRNO.RECENT_AUTH_REQUIRED, 'Please confirm your password to continue.', [
      { location: 'body', name: 'current_password', description: 'Please confirm your password to continue.' },
    ]);
  }
  return session;
}

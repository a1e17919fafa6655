import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/create-db';
import { ApiError, ERRNO } from '../errors';
import { userIdOfToken } from '../repositories/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the Authorization header itself (password reset accepts e-mailed tokens). */
    rawToken?: boolean;
  }
  interface FastifyRequest {
    /** The member behind the request's token, or null when anonymous. */
    userId: string | null;
    token: string | null;
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
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/v1') || request.routeOptions.config.rawToken) return;
    const token = tokenFromHeader(header);
    const userId = token ? await userIdOfToken(db, token, 'session') : undefined;
    if (!userId) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.', { header: 'Authorization' });
    request.userId = userId;
    request.token = token;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('WWW-Authenticate', REALM);
    return payload;
  });
}

/** The member id, or a 401 (errno 104) for an anonymous call to a member route. */
export function requireUser(request: FastifyRequest): string {
  if (!request.userId) throw new ApiError(401, ERRNO.MISSING_AUTH, 'Please authenticate yourself to use this endpoint.');
  return request.userId;
}

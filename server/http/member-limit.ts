import type {} from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';

/**
 * Route config of a community write that costs (a rating, a report, a block): at most `max` an
 * hour per member, whichever client they use, counted per route. Checked at preHandler, after the
 * route's declared auth has refused anonymous callers. Routes open to anyone (text-the-app) count
 * an anonymous caller per client, through the one client key (an IPv6 client is its /64).
 */
export function memberHourlyLimit(max: number, what: string): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) =>
        request.userId ? `member:${request.userId}` : `address:${clientKey(request)}`,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          ERRNO.TOO_MANY_REQUESTS,
          `At most ${context.max} ${what} an hour; try again in ${context.after}.`,
        ),
    },
  };
}

import type {} from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { ApiError, ERRNO } from '../errors';

/**
 * Route config of a community write that costs (a rating, a report, a block): at most `max` an
 * hour per member, whichever client they use, counted per route. Checked at preHandler, after the
 * route's declared auth has refused anonymous callers (who would count per address).
 */
export function memberHourlyLimit(max: number, what: string): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) =>
        request.userId ? `member:${request.userId}` : `address:${request.ip}`,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          ERRNO.TOO_MANY_REQUESTS,
          `At most ${context.max} ${what} an hour; try again in ${context.after}.`,
        ),
    },
  };
}

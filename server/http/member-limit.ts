import type {} from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';

/** An hourly limit's config; a 429 that names `field` of the body (an upload's file) when given. */
function hourlyLimit(max: number, what: string, key: (request: FastifyRequest) => string, field?: string) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      hook: 'preHandler',
      keyGenerator: key,
      errorResponseBuilder: (_request, context) => {
        const description = `At most ${context.max} ${what} an hour; try again in ${context.after}`;
        return field
          ? new ApiError(429, ERRNO.TOO_MANY_REQUESTS, `${field} in body: ${description}`, [
              { location: 'body', name: field, description },
            ])
          : new ApiError(429, ERRNO.TOO_MANY_REQUESTS, `${description}.`);
      },
    } satisfies RateLimitOptions,
  };
}

/**
 * Route config of a community write that costs (a rating, a report, a block): at most `max` an
 * hour per member, whichever client they use, counted per route. Checked at preHandler, after the
 * route's declared auth has refused anonymous callers (who would count per client).
 */
export function memberHourlyLimit(max: number, what: string, field?: string): { rateLimit: RateLimitOptions } {
  return hourlyLimit(
    max,
    what,
    (request) => (request.userId ? `member:${request.userId}` : `address:${clientKey(request)}`),
    field,
  );
}

/**
 * Route config of a write open to anyone that costs (text-the-app): at most `max` an hour per
 * client (an IPv6 client is its /64), signed in or not, so a handful of free accounts does not
 * multiply one client's allowance.
 */
export function clientHourlyLimit(max: number, what: string): { rateLimit: RateLimitOptions } {
  return hourlyLimit(max, what, (request) => `address:${clientKey(request)}`);
}

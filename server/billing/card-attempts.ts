import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARD_ATTEMPTS } from '../../src/core/premium/card-testing';
import { clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';

const HOUR_MS = 60 * 60_000;

/**
 * The card-attempt limits of the subscribe route (issue 38, card testing): at most
 * CARD_ATTEMPTS.perHour an hour and perDay a day per member, and the same per client (keyed as
 * the global limiter keys clients: an IPv6 client is its /64), so neither many accounts on one
 * network nor one account from many networks can try cards quickly. On @fastify/rate-limit's
 * store: in the process, or in Redis shared by every process. Every call counts in all four.
 */
export function cardAttemptLimits(app: FastifyInstance) {
  const keys = {
    member: (request: FastifyRequest) => `member:${request.memberId}`,
    client: (request: FastifyRequest) => `client:${clientKey(request)}`,
  };
  const windows = [
    { name: 'hour', per: 'an hour', ms: HOUR_MS, max: CARD_ATTEMPTS.perHour },
    { name: 'day', per: 'a day', ms: 24 * HOUR_MS, max: CARD_ATTEMPTS.perDay },
  ] as const;
  const limits = windows.flatMap((window) =>
    Object.entries(keys).map(([kind, key]) => ({
      window,
      check: app.createRateLimit({
        max: window.max,
        timeWindow: window.ms,
        // One namespace for every limiter made this way: the key names the limit.
        keyGenerator: (request) => `card-attempts:${window.name}:${kind}:${key(request)}`,
      }),
    })),
  );
  /** Counts the attempt; a 429 with Retry-After when any of the limits is passed. */
  return async function countCardAttempt(request: FastifyRequest) {
    const results = await Promise.all(limits.map(async ({ window, check }) => ({ window, ...(await check(request)) })));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (!exceeded.length) return;
    const seconds = Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
    const window = exceeded.some((result) => result.window.name === 'day') ? windows[1] : windows[0];
    throw new ApiError(
      429,
      ERRNO.TOO_MANY_REQUESTS,
      `At most ${window.max} payment attempts ${window.per}; try again in ${Math.ceil(seconds / 60)} minutes.`,
      null,
      { retry_after: seconds },
      { 'Retry-After': String(seconds) },
    );
  };
}

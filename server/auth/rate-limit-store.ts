import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A store for @fastify/rate-limit over one of our limiters, so the route limits count where the
 * others do: in the process, or in Redis with the process as its insurance while Redis is away
 * (the plugin's `skipOnError` would instead drop every limit during the outage). Each route counts
 * under its own key prefix, in the window the plugin passes.
 */
export function limiterRateStore(limiter: RateLimiterAbstract): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow?: number) {
      limiter.penalty(prefix + key, 1, { customDuration: (timeWindow ?? limiter.msDuration) / 1000 }).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: Error) => callback(error),
      );
    },
    child(options) {
      // The plugin passes the route's merged limit options, its route under `routeInfo` (its
      // typings say the route itself); `createRateLimit` limiters have an empty one.
      const { routeInfo } = options as unknown as { routeInfo?: { method?: string; url?: string } };
      return store(`${prefix}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}-`);
    },
  });
  // The plugin constructs the store with `new`; a constructor returning an object yields it.
  return function LimiterStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

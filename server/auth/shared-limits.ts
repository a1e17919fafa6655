import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore, CounterStores } from './limits';

/**
 * The shared counters while Redis answers; the process's own while it does not (a `security:`
 * warning is logged by the Redis client), so a Redis outage never turns a log-in into a 500.
 * Counting resumes in Redis as soon as it is back; the process's counts of the outage are
 * forgotten then, which costs an attacker nothing more than the outage itself gave.
 */
export function fallbackCounterStore(shared: CounterStore, local: CounterStore, sharedUp: () => boolean): CounterStore {
  const withStore = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (!sharedUp()) return call(local);
    try {
      return await call(shared);
    } catch {
      return call(local);
    }
  };
  return {
    hit: (key, windowMs) => withStore((store) => store.hit(key, windowMs)),
    peek: (key) => withStore((store) => store.peek(key)),
    reset: (key) => withStore((store) => store.reset(key)),
    claim: (key, ttlMs) => withStore((store) => store.claim(key, ttlMs)),
    release: (key) => withStore((store) => store.release(key)),
  };
}

/** The same fallback for every kind of counter. */
export function fallbackCounterStores(
  shared: CounterStores,
  local: CounterStores,
  sharedUp: () => boolean,
): CounterStores {
  return (kind) => fallbackCounterStore(shared(kind), local(kind), sharedUp);
}

type RateResult = { current: number; ttl: number };
type RateCallback = (error: Error | null, result: RateResult | null) => void;
interface RateStore {
  incr(key: string, callback: RateCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteRateOptions): RateStore;
}
interface RouteRateOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo: { method: string; url: string };
}

// @fastify/rate-limit's own two stores (public files of the package, used as they are).
const packageFile = createRequire(require.resolve('@fastify/rate-limit'));
const RedisStore = packageFile('./store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => RateStore;
const LocalStore = packageFile('./store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateStore;

/**
 * A store for @fastify/rate-limit with the same fallback: Redis while it answers, the process's
 * LRU otherwise (the plugin's `skipOnError` would instead drop every limit during the outage).
 */
export function fallbackRateStore(
  redis: unknown,
  sharedUp: () => boolean,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const pair = (shared: RateStore, local: RateStore): RateStore => ({
    incr(key, callback, timeWindow, max) {
      if (!sharedUp()) return local.incr(key, callback, timeWindow, max);
      shared.incr(
        key,
        (error, result) => (error ? local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => pair(shared.child(routeOptions), local.child(routeOptions)),
  });
  // The plugin constructs the store with `new`, passing its global options.
  return function FallbackStore(options: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return pair(
      new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
      new LocalStore(options.continueExceeding, options.exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}

import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/**
 * The part of a client address that names one client: an IPv4 address (an IPv4-mapped IPv6 one
 * too), or an IPv6 /64 (one subscriber's network: its 2^64 addresses must not be 2^64 clients).
 * Anything else (no address, a proxy's garbage) is one shared client, never a key of its own.
 */
export function clientKeyOfAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The one key of the client behind a request, for every per-client limit (the global limiter,
 * route limits, anonymous callers of member limits, login delays): `request.ip` is the socket's
 * address unless TRUST_PROXY names the proxies, and an IPv6 client is its whole /64.
 */
export function clientKey(request: { ip: string | undefined }): string {
  // A socket closed before its address was read has none: such requests share one key, never throw.
  return clientKeyOfAddress(request.ip ?? '');
}

/**
 * rate-limiter-flexible's memory limiter holding at most `maxKeys` keys: each key also sits in an
 * LRU for as long as its window lasts, and the least recently counted live key is forgotten when
 * the LRU is full (keys whose window is over have left both already). One limiter holds one kind
 * of limit, so flooding another kind cannot push its counters out (issue 38).
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  private readonly recent: LRUCache<string, true>;

  constructor(options: IRateLimiterOptions, maxKeys: number) {
    super(options);
    this.recent = new LRUCache<string, true>({
      // A size per key rather than `max`, which would allocate all maxKeys slots up front.
      maxSize: maxKeys,
      sizeCalculation: () => 1,
      ttlAutopurge: true,
      // The global clock read at each call (the limiter's own is Date.now too).
      perf: { now: () => Date.now() },
      dispose: (_true, key, reason) => {
        if (reason === 'evict') void super.delete(key);
      },
    });
  }

  private counted(key: string | number, res: RateLimiterRes) {
    // A window's end is set when it opens (one timer per window, not one per count).
    if (res.msBeforeNext > 0)
      this.recent.set(String(key), true, { ttl: res.msBeforeNext, noUpdateTTL: !res.isFirstInDuration });
    return res;
  }

  override consume(key: string | number, points?: number, options?: object) {
    return super.consume(key, points, options).then(
      (res) => this.counted(key, res),
      (res: unknown) => {
        throw res instanceof RateLimiterRes ? this.counted(key, res) : res;
      },
    );
  }

  override async penalty(key: string | number, points?: number, options?: object) {
    return this.counted(key, await super.penalty(key, points, options));
  }

  override async block(key: string | number, secDuration: number) {
    return this.counted(key, await super.block(key, secDuration));
  }

  override delete(key: string | number) {
    this.recent.delete(String(key));
    return super.delete(key);
  }
}

/** The limiter of one kind of limit: `points` per key in a fixed window opened by its first count. */
export type Limiters = (kind: string, points: number, windowMs: number) => RateLimiterAbstract;

const optionsOf = (keyPrefix: string, points: number, windowMs: number) => ({
  keyPrefix,
  points,
  duration: windowMs / 1000,
});

/** Limiters in the process, at most `maxKeys` keys each. */
export function memoryLimiters(maxKeys = 100_000): Limiters {
  return (kind, points, windowMs) => new BoundedMemoryLimiter(optionsOf(kind, points, windowMs), maxKeys);
}

/**
 * Limiters in Redis (one key prefix per kind; Redis drops a key when its window ends) while it
 * answers, and in the process while it does not (their insurance limiter), so a Redis outage never
 * turns a log-in into a 500. Losing and regaining Redis is logged as a `security:` line by its
 * client (server/redis.ts); the process's counts of the outage are forgotten on its return, which
 * costs an attacker nothing more than the outage itself gave.
 */
export function redisLimiters(redis: Redis, local = memoryLimiters(), prefix = 'miamo:limit:'): Limiters {
  return (kind, points, windowMs) =>
    new RateLimiterRedis({
      ...optionsOf(prefix + kind, points, windowMs),
      storeClient: redis,
      // Straight to the insurance while the client is not ready, instead of a command that fails.
      rejectIfRedisNotReady: true,
      insuranceLimiter: local(kind, points, windowMs),
    });
}

/** Counts one attempt; false once the key is over the limiter's points in its window. */
export async function allowed(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/**
 * Failed logins answered by a growing delay, not a hard block (rate-limiter-flexible's login
 * protection, with a block that doubles): the first `free` failures in a window cost nothing,
 * then each one blocks the key for twice as long (1 s, 2 s, 4 s ... at most `maxDelayMs`).
 * Someone guessing from elsewhere can slow an address down, never lock it.
 */
export function createFailureDelay(
  limiters: Limiters,
  kind: string,
  options: { free: number; windowMs: number; maxDelayMs: number },
) {
  const failures = limiters(kind, options.free, options.windowMs);
  const delays = limiters(`${kind}-delay`, 1, options.maxDelayMs);
  return {
    /** Milliseconds the key must still wait before its next attempt; 0 when it may try now. */
    async waitMs(key: string): Promise<number> {
      return Math.max(0, (await delays.get(key))?.msBeforeNext ?? 0);
    },
    async fail(key: string) {
      const { consumedPoints } = await failures.penalty(key);
      if (consumedPoints < options.free) return;
      const delayMs = Math.min(options.maxDelayMs, 1000 * 2 ** (consumedPoints - options.free));
      await delays.block(key, delayMs / 1000);
    },
    async succeed(key: string) {
      await Promise.all([failures.delete(key), delays.delete(key)]);
    },
  };
}

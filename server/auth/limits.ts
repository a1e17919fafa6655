import type { Redis } from 'ioredis';

/**
 * Attempt counters behind the per-address limits and the failed-login delays. Two stores with
 * one behaviour: in the process (a bounded map, O(1) a call), or in Redis when several server
 * processes must share them (REDIS_URL). Keys are e-mail addresses, or an address and a client.
 */
export interface CounterStore {
  /** Counts one attempt in the key's fixed window (opened by its first attempt); the count after it. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The key's current window, without counting. */
  peek(key: string): Promise<Counter | null>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  /** Marks the key busy for at most `ttlMs`; false when it already is (one attempt at a time). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

/**
 * The part of a client address that names one client: an IPv4 address, or an IPv6 /64 (one
 * subscriber's network: its 2^64 addresses must not be 2^64 clients).
 */
export function clientKeyOfAddress(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const groups = [...head.split(':').filter(Boolean), ...Array(8).fill('0')].slice(0, 8);
  if (tail) {
    const end = tail.split(':');
    groups.splice(8 - end.length, end.length, ...end);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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

export interface Counter {
  count: number;
  /** Epoch ms of the latest attempt. */
  last: number;
}

/**
 * At most `maxKeys` keys, O(1) a call (amortised). When full, a key whose window is over goes
 * first; only when none is over does the least recently counted one go, never a wholesale clear.
 * One store holds one kind of limit (its windows all of one length), so flooding another kind
 * cannot push its counters out (issue 38): see `createAccountLimits`.
 */
export function memoryCounterStore(maxKeys = 100_000, now = () => Date.now()): CounterStore {
  // In the order of their latest hit: the first key is the least recently counted.
  const counters = new Map<string, Counter & { expires: number }>();
  // Windows in the order they opened, which is the order they end when all have one length. An
  // entry is stale once its key was reset, dropped or reopened (its `expires` no longer matches).
  let windows: { key: string; expires: number }[] = [];
  let head = 0;
  const claims = new Map<string, number>();
  const current = (entry: { key: string; expires: number }) => counters.get(entry.key)?.expires === entry.expires;
  /** Drops the windows at the front that are over or stale; compacts the queue now and then. */
  const sweep = (time: number) => {
    for (let entry = windows[head]; entry && (!current(entry) || entry.expires <= time); entry = windows[++head])
      if (current(entry)) counters.delete(entry.key);
    if (head > maxKeys || windows.length - head > 2 * maxKeys) {
      windows = windows.slice(head).filter(current);
      head = 0;
    }
  };
  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.expires <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      sweep(time);
      let counter = live(key);
      if (!counter) {
        counter = { count: 0, last: time, expires: time + windowMs };
        windows.push({ key, expires: counter.expires });
      }
      counter.count += 1;
      counter.last = time;
      // Re-inserting moves the key to the end, so the first key is always the least recent.
      counters.delete(key);
      counters.set(key, counter);
      // The sweep dropped every ended window at the front: still full, the least recent goes.
      if (counters.size > maxKeys) counters.delete(counters.keys().next().value!);
      return { count: counter.count, last: counter.last };
    },
    async peek(key) {
      const counter = live(key);
      return counter ? { count: counter.count, last: counter.last } : null;
    },
    async reset(key) {
      counters.delete(key);
    },
    async claim(key, ttlMs) {
      const time = now();
      const until = claims.get(key);
      if (until !== undefined && until > time) return false;
      claims.delete(key);
      claims.set(key, time + ttlMs);
      // In the order they were made, so (one length for all) the first is the first to end.
      if (claims.size > maxKeys) claims.delete(claims.keys().next().value!);
      return true;
    },
    async release(key) {
      claims.delete(key);
    },
  };
}

/** A store per kind of limit, so that one kind flooded never evicts another kind's counters. */
export type CounterStores = (kind: string) => CounterStore;

/** Stores in the process, one bounded map per kind, made on first use. */
export function memoryCounterStores(maxKeys = 100_000, now = () => Date.now()): CounterStores {
  const stores = new Map<string, CounterStore>();
  return (kind) => {
    let store = stores.get(kind);
    if (!store) stores.set(kind, (store = memoryCounterStore(maxKeys, now)));
    return store;
  };
}

/** Stores in Redis, one key prefix per kind (Redis itself drops a key when its window ends). */
export function redisCounterStores(redis: Redis, prefix = 'miamo:limit:'): CounterStores {
  return (kind) => redisCounterStore(redis, `${prefix}${kind}:`);
}

/** The same counters in Redis: a hash per key with the window as its expiry, atomic per call. */
export function redisCounterStore(redis: Redis, prefix = 'miamo:limit:', now = () => Date.now()): CounterStore {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const results = await redis
        .multi()
        .hincrby(name, 'count', 1)
        .hset(name, 'last', now())
        // NX: the window opens with the first attempt and is not stretched by later ones.
        .pexpire(name, windowMs, 'NX')
        .exec();
      return { count: Number(results?.[0]?.[1] ?? 1), last: now() };
    },
    async peek(key) {
      const values = await redis.hgetall(prefix + key);
      return values.count ? { count: Number(values.count), last: Number(values.last) } : null;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}claim:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(`${prefix}claim:${key}`);
    },
  };
}

/** A fixed-window limit: `max` attempts per key and window (password reset mails, sign-ups). */
export function createAddressLimiter(store: CounterStore, max: number, windowMs: number) {
  return {
    /** Counts an attempt; false once the key is over its limit. */
    async allow(key: string): Promise<boolean> {
      return (await store.hit(key, windowMs)).count <= max;
    },
  };
}

/**
 * Failed logins answered by a growing delay, not a hard block: the first `free` failures cost
 * nothing, then each one doubles the wait before the next try (1 s, 2 s, 4 s ... at most
 * `maxDelayMs`). Someone guessing from elsewhere can slow an address down, never lock it.
 */
export function createFailureDelay(
  store: CounterStore,
  options: { free: number; windowMs: number; maxDelayMs: number; now?: () => number },
) {
  const now = options.now ?? (() => Date.now());
  return {
    /** Milliseconds the key must still wait before its next attempt; 0 when it may try now. */
    async waitMs(key: string): Promise<number> {
      const counter = await store.peek(key);
      if (!counter || counter.count < options.free) return 0;
      const delay = Math.min(options.maxDelayMs, 1000 * 2 ** (counter.count - options.free));
      return Math.max(0, counter.last + delay - now());
    },
    async fail(key: string) {
      await store.hit(key, options.windowMs);
    },
    async succeed(key: string) {
      await store.reset(key);
    },
  };
}

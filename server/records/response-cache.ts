import { LRUCache } from 'lru-cache';

/**
 * A micro-cache of anonymous catalogue answers: the same request within `ttlMs` gets the same
 * bytes without touching the database. The public catalogue changes rarely and is the same for
 * every anonymous visitor, so a second of staleness buys most of a CDN's effect inside each
 * process. Members' answers depend on their access and are never cached.
 *
 * An `lru-cache` bounded by bytes, not entries (an entry may hold 500 records): the least recently
 * used go first, and expired entries are purged whenever an entry is stored (no timers), so
 * distinct URLs cannot grow it without limit.
 */
export interface CachedResponse {
  body: string;
  headers: Record<string, string>;
}

/** 32 MB of answers per process by default. */
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * One key for requests that mean the same: query parameters sorted, percent-encoding settled,
 * so `?b=2&a=1` and `?a=1&b=%32` share an entry and a crafted spelling cannot add copies.
 */
export function cacheKeyOf(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = [...new URLSearchParams(url.slice(question + 1))].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return `${url.slice(0, question)}?${new URLSearchParams(params).toString()}`;
}

/** Strings are UTF-16 in memory: two bytes a character, plus the key and headers. */
const sizeOf = (key: string, response: CachedResponse) =>
  2 * (response.body.length + key.length + JSON.stringify(response.headers).length);

export function createResponseCache(ttlMs: number, maxBytes = RESPONSE_CACHE_BYTES, now = () => performance.now()) {
  const entries = new LRUCache<string, CachedResponse>({
    maxSize: maxBytes,
    ttl: Math.max(ttlMs, 1),
    // Read the clock at every check, not once per tick, so an entry never outlives ttlMs. lru-cache
    // reads a start time of 0 as "none recorded": the clock it sees starts at 1.
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });
  return {
    get(url: string): CachedResponse | undefined {
      if (ttlMs <= 0) return undefined;
      const key = cacheKeyOf(url);
      // An entry lives ttlMs: at ttlMs it is gone (lru-cache keeps it until just after).
      if (entries.getRemainingTTL(key) <= 0) {
        entries.delete(key);
        return undefined;
      }
      return entries.get(key);
    },
    set(url: string, response: CachedResponse) {
      if (ttlMs <= 0) return;
      const key = cacheKeyOf(url);
      const size = sizeOf(key, response);
      if (size > maxBytes) return;
      entries.purgeStale();
      entries.set(key, response, { size });
    },
    /** Bytes held now (tests and the benchmark watch it). */
    get bytes() {
      return entries.calculatedSize;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

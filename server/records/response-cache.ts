/**
 * A micro-cache of anonymous catalogue answers: the same request within `ttlMs` gets the same
 * bytes without touching the database. The public catalogue changes rarely and is the same for
 * every anonymous visitor, so a second of staleness buys most of a CDN's effect inside each
 * process. Members' answers depend on their access and are never cached.
 *
 * Bounded by bytes, not entries (an entry may hold 500 records): the oldest go first, and expired
 * entries are swept whenever an entry is stored, so distinct URLs cannot grow it without limit.
 */
export interface CachedResponse {
  body: string;
  headers: Record<string, string>;
}

interface Entry extends CachedResponse {
  expires: number;
  size: number;
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

export function createResponseCache(ttlMs: number, maxBytes = RESPONSE_CACHE_BYTES, now = () => Date.now()) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.size;
  };
  // Every entry lives ttlMs and a re-stored one moves to the end, so the Map's order is expiry
  // order: the expired ones are always at the front, and sweeping stops at the first live one.
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.expires > time) return;
      remove(key, entry);
    }
  };
  return {
    get(url: string): CachedResponse | undefined {
      if (ttlMs <= 0) return undefined;
      const key = cacheKeyOf(url);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key, entry);
        return undefined;
      }
      return entry;
    },
    set(url: string, response: CachedResponse) {
      if (ttlMs <= 0) return;
      const key = cacheKeyOf(url);
      // Strings are UTF-16 in memory: two bytes a character, plus the key and headers.
      const size = 2 * (response.body.length + key.length + JSON.stringify(response.headers).length);
      if (size > maxBytes) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      sweep();
      while (bytes + size > maxBytes) {
        const [oldestKey, oldest] = entries.entries().next().value!;
        remove(oldestKey, oldest);
      }
      entries.set(key, { ...response, expires: now() + ttlMs, size });
      bytes += size;
    },
    /** Bytes held now (tests and the benchmark watch it). */
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * A micro-cache of anonymous catalogue answers: the same URL within `ttlMs` gets the same bytes
 * without touching the database. The public catalogue changes rarely and is the same for every
 * anonymous visitor, so a second of staleness buys most of a CDN's effect inside each process.
 * Members' answers depend on their access and are never cached.
 */
export interface CachedResponse {
  body: string;
  headers: Record<string, string>;
}

export function createResponseCache(ttlMs: number, maxEntries = 2000, now = () => Date.now()) {
  const entries = new Map<string, CachedResponse & { expires: number }>();
  return {
    get(key: string): CachedResponse | undefined {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, response: CachedResponse) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...response, expires: now() + ttlMs });
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** A rendered variant and its ETag, computed once when it is drawn. */
export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** 64 MB of rendered variants per process; a CDN in front keeps them in production. */
export const VARIANT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Variants bounded by their bytes, not their count (500 entries of up to a few MB each was over a
 * gigabyte): the least recently used go first, and one that alone would take more than an eighth
 * of the budget is served but not kept.
 */
export function createVariantCache(maxBytes = VARIANT_CACHE_BYTES) {
  const entries = new Map<string, Variant>();
  let bytes = 0;
  return {
    get(key: string): Variant | undefined {
      const variant = entries.get(key);
      if (variant) {
        // Re-inserted, it moves to the end of the Map: the front is always the oldest in use.
        entries.delete(key);
        entries.set(key, variant);
      }
      return variant;
    },
    set(key: string, variant: Variant) {
      const size = variant.bytes.length;
      if (size > maxBytes / 8) return;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        bytes -= previous.bytes.length;
      }
      for (const [oldest, old] of entries) {
        if (bytes + size <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.bytes.length;
      }
      entries.set(key, variant);
      bytes += size;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;

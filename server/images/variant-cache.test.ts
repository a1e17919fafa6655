import { describe, expect, it } from 'vitest';
import { createVariantCache } from './variant-cache';

const variant = (size: number) => ({ bytes: Buffer.alloc(size), contentType: 'image/jpeg', etag: `"${size}"` });

describe('the variant cache', () => {
  it('holds at most its byte budget, dropping the least recently used first', () => {
    const cache = createVariantCache(1000);
    for (let i = 0; i < 8; i += 1) cache.set(`v${i}`, variant(100));
    expect(cache.bytes).toBe(800);
    cache.get('v0'); // used again: v1 is now the oldest
    cache.set('big', variant(120));
    cache.set('big2', variant(120));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('v0')).toBeDefined();
    expect(cache.get('v1')).toBeUndefined();
    expect(cache.get('v2')).toBeDefined();
    expect(cache.get('big2')).toBeDefined();
  });

  it('stays within budget however many variants are drawn, and keeps no oversized one', () => {
    const cache = createVariantCache(64 * 1024);
    for (let i = 0; i < 5000; i += 1) cache.set(`v${i}`, variant(1000 + (i % 7) * 500));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThan(64);
    expect(cache.get('v4999')).toBeDefined();
    cache.set('huge', variant(64 * 1024));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('counts a replaced variant once', () => {
    const cache = createVariantCache(1000);
    cache.set('a', variant(100));
    cache.set('a', variant(50));
    expect(cache.bytes).toBe(50);
    expect(cache.size).toBe(1);
  });
});

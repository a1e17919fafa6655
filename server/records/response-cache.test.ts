import { describe, expect, it } from 'vitest';
import { cacheKeyOf, createResponseCache } from './response-cache';

describe('response cache', () => {
  it('answers the same bytes until the entry expires', () => {
    let clock = 0;
    const cache = createResponseCache(1000, 1_000_000, () => clock);
    cache.set('/a', { body: 'A', headers: { etag: '"1"' } });
    expect(cache.get('/a')?.body).toBe('A');
    clock = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('stays within its bytes, dropping the oldest first, and does nothing with no time to live', () => {
    const body = 'x'.repeat(1000);
    const cache = createResponseCache(1000, 5000, () => 0);
    for (const key of ['/a', '/b', '/c']) cache.set(key, { body, headers: {} });
    expect(cache.bytes).toBeLessThanOrEqual(5000);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')?.body).toBe(body);
    const off = createResponseCache(0);
    off.set('/a', { body: 'A', headers: {} });
    expect(off.get('/a')).toBeUndefined();
  });

  it('sweeps expired entries when storing, so distinct URLs read once do not pile up', () => {
    let clock = 0;
    const cache = createResponseCache(1000, 100_000_000, () => clock);
    for (let i = 0; i < 300; i += 1) {
      clock = i * 10;
      cache.set(`/recipes?q=${i}`, { body: 'y'.repeat(10_000), headers: {} });
    }
    // Only the last second's worth (100 URLs) is still held: nothing older is ever read again.
    expect(cache.size).toBeLessThanOrEqual(101);
  });

  it('holds one entry for the spellings of one request', () => {
    expect(cacheKeyOf('/r?b=2&a=1')).toBe(cacheKeyOf('/r?a=%31&b=2'));
    expect(cacheKeyOf('/r?a=1&a=2')).toBe(cacheKeyOf('/r?a=2&a=1'));
    const cache = createResponseCache(1000, 1_000_000, () => 0);
    cache.set('/r?b=2&a=1', { body: 'R', headers: {} });
    expect(cache.get('/r?a=1&b=2')?.body).toBe('R');
    expect(cache.size).toBe(1);
  });
});

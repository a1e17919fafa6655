import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('answers the same bytes until the entry expires', () => {
    let clock = 0;
    const cache = createResponseCache(1000, 2, () => clock);
    cache.set('/a', { body: 'A', headers: { etag: '"1"' } });
    expect(cache.get('/a')?.body).toBe('A');
    clock = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps at most its number of entries and does nothing with no time to live', () => {
    const cache = createResponseCache(1000, 2, () => 0);
    for (const key of ['/a', '/b', '/c']) cache.set(key, { body: key, headers: {} });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')?.body).toBe('/c');
    const off = createResponseCache(0);
    off.set('/a', { body: 'A', headers: {} });
    expect(off.get('/a')).toBeUndefined();
  });
});

import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterRedis } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRedis } from '../../tests/setup/redis';
import {
  BoundedMemoryLimiter,
  allowed,
  clientKey,
  clientKeyOfAddress,
  createFailureDelay,
  memoryLimiters,
  redisLimiters,
} from './limits';
import { createAccountLimits } from './account-limits';

const memoryLimiter = (maxKeys: number, points = 1_000, windowMs = 60_000) =>
  new BoundedMemoryLimiter({ points, duration: windowMs / 1000 }, maxKeys);
const count = async (limiter: RateLimiterAbstract, key: string) => (await limiter.get(key))?.consumedPoints ?? null;

/** The memory limiter reads Date.now and ends windows with timers: one fake clock drives both. */
function withFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('memory limiter', () => {
  it('counts 20,000 attempts on one key in constant time each', async () => {
    const limiter = memoryLimiter(100_000, 10);
    const started = performance.now();
    let allowedCount = 0;
    for (let i = 0; i < 20_000; i += 1) if (await allowed(limiter, 'a@example.com')) allowedCount += 1;
    expect(allowedCount).toBe(10);
    // The old sliding window copied the whole list on every call: 25 s for this loop.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('drops only the least recently counted keys when full, never every count', async () => {
    const limiter = memoryLimiter(1_000);
    for (let i = 0; i < 10; i += 1) await limiter.penalty('victim');
    for (let i = 0; i < 5_000; i += 1) {
      await limiter.penalty(`filler-${i}`);
      // The victim keeps being counted, so it stays among the recent keys.
      if (i % 500 === 0) await limiter.penalty('victim');
    }
    expect(await count(limiter, 'victim')).toBe(20);
    expect(await limiter.get('filler-0')).toBeNull();
  });

  describe('on a fake clock', () => {
    withFakeClock();

    it('drops a key whose window is over before any live key, even a less recently counted one', async () => {
      const limiter = memoryLimiter(2, 1_000, 15_000);
      await limiter.penalty('opened-first');
      await vi.advanceTimersByTimeAsync(5_000);
      await limiter.penalty('live');
      await vi.advanceTimersByTimeAsync(9_000);
      await limiter.penalty('opened-first');
      // 'opened-first' was counted last, but its window is over; 'live' has a second to go.
      await vi.advanceTimersByTimeAsync(2_000);
      await limiter.penalty('new');
      expect(await limiter.get('live')).toMatchObject({ consumedPoints: 1, msBeforeNext: 4_000 });
      expect(await limiter.get('new')).toMatchObject({ consumedPoints: 1, msBeforeNext: 15_000 });
    });

    it('keeps memory bounded while keys are reset and reopened without end', async () => {
      const limiter = memoryLimiter(10, 1_000, 1_000_000);
      for (let i = 0; i < 50_000; i += 1) {
        vi.advanceTimersByTime(1);
        await limiter.penalty(`k${i % 20}`);
        if (i % 3 === 0) await limiter.delete(`k${i % 20}`);
      }
      const kept = await Promise.all(Array.from({ length: 20 }, (_, i) => limiter.get(`k${i}`)));
      expect(kept.filter(Boolean).length).toBeLessThanOrEqual(10);
    });

    it('opens a fresh window once the old one is over', async () => {
      const limiter = memoryLimiter(100, 2, 1_000);
      expect([await allowed(limiter, 'k'), await allowed(limiter, 'k'), await allowed(limiter, 'k')]).toEqual([
        true,
        true,
        false,
      ]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await allowed(limiter, 'k')).toBe(true);
    });
  });
});

describe('account limits', () => {
  it("keep a victim's failed logins however many other keys are counted, each kind in its own limiter", async () => {
    const limits = createAccountLimits(memoryLimiters(1_000));
    for (let i = 0; i < 6; i += 1) await limits.loginFailed('victim@example.com', 'guesser');
    const guess = () => limits.attempt('victim@example.com', 'guesser', async () => 'checked');
    await expect(guess()).rejects.toMatchObject({ statusCode: 429 });
    // A flood of account mails asked for strangers' addresses, from many clients.
    for (let i = 0; i < 5_000; i += 1) await limits.accountMails.allow(`stranger${i}@example.com`);
    await expect(guess()).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('failure delay', () => {
  withFakeClock();

  it('lets the first failures through, then doubles the wait, capped, and a success clears it', async () => {
    const delay = createFailureDelay(memoryLimiters(100), 'k', { free: 3, windowMs: 900_000, maxDelayMs: 8_000 });
    for (let i = 0; i < 3; i += 1) {
      expect(await delay.waitMs('k')).toBe(0);
      await delay.fail('k');
    }
    expect(await delay.waitMs('k')).toBe(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await delay.waitMs('k')).toBe(0);
    await delay.fail('k');
    expect(await delay.waitMs('k')).toBe(2_000);
    for (let i = 0; i < 10; i += 1) await delay.fail('k');
    expect(await delay.waitMs('k')).toBe(8_000);
    await delay.succeed('k');
    expect(await delay.waitMs('k')).toBe(0);
  });
});

describe('redis limiter (a real redis-server)', () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let clients: Redis[];
  let limiters: RateLimiterAbstract[];

  beforeAll(async () => {
    server = await startRedis();
    clients = [new Redis(server.url), new Redis(server.url)];
    limiters = clients.map(
      (client) => new RateLimiterRedis({ storeClient: client, keyPrefix: 'test', points: 1_000, duration: 60 }),
    );
  });
  afterAll(() => {
    clients.forEach((client) => client.disconnect());
    server.stop();
  });

  it('shares one count between processes and keeps the window of the first attempt', async () => {
    const [a, b] = limiters;
    await a!.penalty('shared');
    await b!.penalty('shared');
    expect(await count(a!, 'shared')).toBe(2);
    const ttl = await clients[0]!.pttl('test:shared');
    expect(ttl).toBeGreaterThan(50_000);
    await b!.delete('shared');
    expect(await a!.get('shared')).toBeNull();
  });

  it('counts in the process while its Redis is not ready, and in Redis again once it is', async () => {
    const client = new Redis(server.url, { lazyConnect: true, enableOfflineQueue: false });
    try {
      const limiter = redisLimiters(client)('away', 2, 60_000);
      // Never a Redis error while the client is not connected: the insurance counts alone.
      expect([await allowed(limiter, 'k'), await allowed(limiter, 'k'), await allowed(limiter, 'k')]).toEqual([
        true,
        true,
        false,
      ]);
      expect(await clients[0]!.exists('miamo:limit:away:k')).toBe(0);
      await client.connect();
      expect(await allowed(limiter, 'k')).toBe(true);
      expect(await clients[0]!.get('miamo:limit:away:k')).toBe('1');
    } finally {
      client.disconnect();
    }
  });

  it('counts concurrent attempts exactly', async () => {
    const [a, b] = limiters;
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b)!.penalty('burst')));
    expect(await count(a!, 'burst')).toBe(100);
  });
});

describe('clientKey', () => {
  it('groups every address of one IPv6 /64 under one key, whatever its spelling', () => {
    const keys = new Set(
      [
        '2001:db8:aa:bb::1',
        '2001:db8:aa:bb::ffff',
        '2001:db8:aa:bb:1:2:3:4',
        '2001:DB8:00aa:00bb:ffff:ffff:ffff:fffe',
        '2001:db8:aa:bb:8000::',
      ].map((ip) => clientKey({ ip })),
    );
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(clientKey({ ip: '2001:db8:aa:bc::1' })).toBe('2001:db8:aa:bc::/64');
    expect(clientKey({ ip: '2001:db8:1::2:3:4:5' })).toBe('2001:db8:1:0::/64');
    expect(clientKey({ ip: '198.51.100.7' })).not.toBe(clientKey({ ip: '198.51.100.8' }));
  });

  it('keeps IPv4 addresses and names an IPv6 client by its /64', () => {
    const clientKey = clientKeyOfAddress;
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('names every request without a readable address by one key, so garbage cannot mint clients', () => {
    const keys = ['', 'not-an-address', '203.0.113.1, 10.0.0.1', 'x'.repeat(10_000)].map((ip) =>
      clientKeyOfAddress(ip),
    );
    expect(new Set(keys)).toEqual(new Set(['unknown']));
    expect(clientKey({ ip: undefined })).toBe('unknown');
  });
});

describe('claims', () => {
  withFakeClock();

  it('lets one attempt at a time hold a key, until released or expired', async () => {
    const attempts = memoryLimiter(100, 1, 1_000);
    expect(await allowed(attempts, 'k')).toBe(true);
    expect(await allowed(attempts, 'k')).toBe(false);
    await attempts.delete('k');
    expect(await allowed(attempts, 'k')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await allowed(attempts, 'k')).toBe(true);
  });
});

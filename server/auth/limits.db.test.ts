import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../tests/setup/redis';
import {
  type CounterStore,
  clientKey,
  clientKeyOfAddress,
  createAddressLimiter,
  createFailureDelay,
  memoryCounterStore,
  memoryCounterStores,
  redisCounterStore,
} from './limits';
import { createAccountLimits } from './account-limits';

describe('memory counter store', () => {
  it('counts 20,000 attempts on one key in constant time each', async () => {
    const store = memoryCounterStore();
    const limiter = createAddressLimiter(store, 10, 60_000);
    const started = performance.now();
    let allowed = 0;
    for (let i = 0; i < 20_000; i += 1) if (await limiter.allow('a@example.com')) allowed += 1;
    expect(allowed).toBe(10);
    // The old sliding window copied the whole list on every call: 25 s for this loop.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('drops only the least recently counted keys when full, never every count', async () => {
    const store = memoryCounterStore(1_000);
    for (let i = 0; i < 10; i += 1) await store.hit('victim', 60_000);
    for (let i = 0; i < 5_000; i += 1) {
      await store.hit(`filler-${i}`, 60_000);
      // The victim keeps being counted, so it stays among the recent keys.
      if (i % 500 === 0) await store.hit('victim', 60_000);
    }
    expect((await store.peek('victim'))?.count).toBe(20);
    expect(await store.peek('filler-0')).toBeNull();
  });

  it('drops a key whose window is over before any live key, even a less recently counted one', async () => {
    let clock = 0;
    const store = memoryCounterStore(2, () => clock);
    await store.hit('opened-first', 15_000);
    clock = 5_000;
    await store.hit('live', 15_000);
    clock = 14_000;
    await store.hit('opened-first', 15_000);
    // 'opened-first' was counted last, but its window is over; 'live' has a second to go.
    clock = 16_000;
    await store.hit('new', 15_000);
    expect(await store.peek('live')).toEqual({ count: 1, last: 5_000 });
    expect(await store.peek('new')).toEqual({ count: 1, last: 16_000 });
  });

  it('keeps memory bounded while keys are reset and reopened without end', async () => {
    let clock = 0;
    const store = memoryCounterStore(10, () => clock);
    for (let i = 0; i < 50_000; i += 1) {
      clock += 1;
      await store.hit(`k${i % 20}`, 1_000_000);
      if (i % 3 === 0) await store.reset(`k${i % 20}`);
    }
    const kept = await Promise.all(Array.from({ length: 20 }, (_, i) => store.peek(`k${i}`)));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(10);
  });

  it('opens a fresh window once the old one is over', async () => {
    let clock = 0;
    const store = memoryCounterStore(100, () => clock);
    const limiter = createAddressLimiter(store, 2, 1_000);
    expect([await limiter.allow('k'), await limiter.allow('k'), await limiter.allow('k')]).toEqual([true, true, false]);
    clock = 1_000;
    expect(await limiter.allow('k')).toBe(true);
  });
});

describe('account limits', () => {
  it("keep a victim's failed logins however many other keys are counted, each kind in its own store", async () => {
    const clock = () => 0;
    const limits = createAccountLimits(memoryCounterStores(1_000, clock), clock);
    for (let i = 0; i < 6; i += 1) await limits.loginFailed('victim@example.com', 'guesser');
    const guess = () => limits.attempt('victim@example.com', 'guesser', async () => 'checked');
    await expect(guess()).rejects.toMatchObject({ statusCode: 429 });
    // A flood of account mails asked for strangers' addresses, from many clients.
    for (let i = 0; i < 5_000; i += 1) await limits.accountMails.allow(`stranger${i}@example.com`);
    await expect(guess()).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('failure delay', () => {
  it('lets the first failures through, then doubles the wait, capped, and a success clears it', async () => {
    let clock = 0;
    const store = memoryCounterStore(100, () => clock);
    const delay = createFailureDelay(store, { free: 3, windowMs: 900_000, maxDelayMs: 8_000, now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(await delay.waitMs('k')).toBe(0);
      await delay.fail('k');
    }
    expect(await delay.waitMs('k')).toBe(1_000);
    clock = 1_000;
    expect(await delay.waitMs('k')).toBe(0);
    await delay.fail('k');
    expect(await delay.waitMs('k')).toBe(2_000);
    for (let i = 0; i < 10; i += 1) await delay.fail('k');
    expect(await delay.waitMs('k')).toBe(8_000);
    await delay.succeed('k');
    expect(await delay.waitMs('k')).toBe(0);
  });
});

describe('redis counter store (a real redis-server)', () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let clients: Redis[];
  let stores: CounterStore[];

  beforeAll(async () => {
    server = await startRedis();
    clients = [new Redis(server.url), new Redis(server.url)];
    stores = clients.map((client) => redisCounterStore(client, 'test:'));
  });
  afterAll(() => {
    clients.forEach((client) => client.disconnect());
    server.stop();
  });

  it('shares one count between processes and keeps the window of the first attempt', async () => {
    const [a, b] = stores;
    await a!.hit('shared', 60_000);
    await b!.hit('shared', 60_000);
    expect((await a!.peek('shared'))?.count).toBe(2);
    const ttl = await clients[0]!.pttl('test:shared');
    expect(ttl).toBeGreaterThan(50_000);
    await b!.reset('shared');
    expect(await a!.peek('shared')).toBeNull();
  });

  it('counts concurrent attempts exactly', async () => {
    const [a, b] = stores;
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b)!.hit('burst', 60_000)));
    expect((await a!.peek('burst'))?.count).toBe(100);
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
});

describe('claims', () => {
  it('lets one attempt at a time hold a key, until released or expired', async () => {
    let clock = 0;
    const store = memoryCounterStore(100, () => clock);
    expect(await store.claim('k', 1_000)).toBe(true);
    expect(await store.claim('k', 1_000)).toBe(false);
    await store.release('k');
    expect(await store.claim('k', 1_000)).toBe(true);
    clock = 1_000;
    expect(await store.claim('k', 1_000)).toBe(true);
  });
});

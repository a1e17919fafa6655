import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../setup/redis';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, signUp } from '../members';

const wrongLogin = (email: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') => ({
  method: 'POST' as const,
  url: '/v1/email/login',
  payload: { email, password: 'Wrong!2026x' },
  headers,
  remoteAddress,
});

describe.each(ENGINES)('per-client limits on %s', (engine) => {
  it('ignores a forged X-Forwarded-For unless a proxy is configured', async () => {
    const ctx = await testApp(engine, { authRateLimit: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/v1/email/send-reset',
          payload: { email: `x${i}@example.com` },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.statusCode);
      }
      // Each request claims a new address; the socket's is what counts.
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await ctx.close();
    }
    const proxied = await testApp(engine, { authRateLimit: 3, trustProxy: ['127.0.0.1'] });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/v1/email/send-reset',
          payload: { email: `y${i}@example.com` },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.statusCode);
      }
      // Behind the configured proxy, the forwarded address is the client's.
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await proxied.close();
    }
  });

  it('slows failed logins down with a growing delay, per client, and never locks the owner out', async () => {
    const ctx = await testApp(engine);
    try {
      const { email } = await signUp(ctx.app);
      for (let i = 0; i < 5; i += 1) expect((await ctx.app.inject(wrongLogin(email))).statusCode).toBe(401);
      const delayed = await ctx.app.inject(wrongLogin(email));
      expect(delayed.statusCode).toBe(429);
      expect(Number(delayed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Forged forwarding headers change nothing: the guesser stays delayed.
      expect((await ctx.app.inject(wrongLogin(email, { 'x-forwarded-for': '203.0.113.99' }))).statusCode).toBe(429);
      // The owner, on their own device, logs in at once.
      const owner = await ctx.app.inject({
        method: 'POST',
        url: '/v1/email/login',
        payload: { email, password: PASSWORD },
        remoteAddress: '192.0.2.10',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe.each(ENGINES)('bursts and spread guesses on %s', (engine) => {
  it('checks one password at a time per address and client, so a parallel burst is counted', async () => {
    const ctx = await testApp(engine);
    try {
      const { email } = await signUp(ctx.app);
      const burst = await Promise.all(Array.from({ length: 40 }, () => ctx.app.inject(wrongLogin(email))));
      const checked = burst.filter((res) => res.statusCode === 401).length;
      // Before: all 40 were checked (40 x 401) before the first failure counted.
      expect(checked).toBeLessThanOrEqual(6);
      expect(burst.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(34);
    } finally {
      await ctx.close();
    }
  });

  it('slows an address guessed from many clients by seconds at most, so its owner gets in', async () => {
    const ctx = await testApp(engine);
    try {
      const { email } = await signUp(ctx.app);
      for (let client = 0; client < 12; client += 1) {
        for (let i = 0; i < 5; i += 1) await ctx.app.inject(wrongLogin(email, {}, `198.51.100.${client + 20}`));
      }
      const owner = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/email/login',
          payload: { email, password: PASSWORD },
          remoteAddress: '192.0.2.10',
        });
      const first = await owner();
      if (first.statusCode === 429) {
        expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(5);
        await new Promise((resolve) => setTimeout(resolve, Number(first.headers['retry-after']) * 1000));
        expect((await owner()).statusCode).toBe(200);
      } else expect(first.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('security events', () => {
  it('logs failed logins, delays and resets as structured lines, never the password or the link', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const ctx = await testApp('pglite', { logger: { level: 'warn', stream } });
    try {
      const { email } = await signUp(ctx.app);
      for (let i = 0; i < 6; i += 1) await ctx.app.inject(wrongLogin(email));
      await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
      // A password typed in the address field, from another client.
      await ctx.app.inject(wrongLogin('Typed-In-The-Wrong-Field!1', {}, '198.51.100.99'));
      const events = lines.map(
        (line) => JSON.parse(line) as { security?: string; ip?: string; address?: string; userId?: string },
      );
      expect(events.map((event) => event.security)).toEqual([
        ...Array(5).fill('login.failed'),
        'login.delayed',
        'reset.requested',
        'login.failed',
      ]);
      expect(events[0]!.ip).toBe('198.51.100.7');
      // The typed address is never written: a keyed hash tells one address's attempts apart.
      expect(events[0]!.address).toMatch(/^[0-9a-f]{16}$/);
      expect(events[5]!.address).toBe(events[0]!.address);
      expect(events[7]!.address).not.toBe(events[0]!.address);
      expect(events[0]!.userId).toBe(events[6]!.userId);
      expect(events[7]!.userId).toBeUndefined();
      const log = lines.join('\n');
      for (const secret of [email, email.split('@')[0], 'Typed-In-The-Wrong-Field', 'Wrong!2026x'])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/token=/);
    } finally {
      await ctx.close();
    }
  });
});

describe('limits shared through Redis (a real redis-server)', () => {
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];

  beforeAll(async () => {
    redisServer = await startRedis();
  });
  afterAll(() => {
    clients.forEach((client) => client.disconnect());
    redisServer.stop();
  });

  it('counts requests and failed logins across two server processes', async () => {
    const redis = () => {
      const client = new Redis(redisServer.url);
      clients.push(client);
      return client;
    };
    const one = await testApp('pglite', { authRateLimit: 4, redis: redis() });
    // Two processes (each on its own database here: only the limits are shared).
    const two = await testApp('pglite', { authRateLimit: 4, redis: redis() });
    try {
      const { email } = await signUp(one.app);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await one.app.inject(wrongLogin(email))).statusCode);
      for (let i = 0; i < 3; i += 1) statuses.push((await two.app.inject(wrongLogin(email))).statusCode);
      // 4 requests a minute per client, counted over both processes.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const reset = await two.app.inject({
        method: 'POST',
        url: '/v1/email/send-reset',
        payload: { email },
        remoteAddress: '192.0.2.44',
      });
      expect(reset.statusCode).toBe(200);
      const failures = await redis().get(`miamo:limit:fail-client:${email} 198.51.100.7`);
      expect(Number(failures)).toBe(4);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

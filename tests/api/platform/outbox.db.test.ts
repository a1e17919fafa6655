import { describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { signUp } from '../members';

describe.each(ENGINES)('the outbox page on %s', (engine) => {
  it('does not exist unless asked for', async () => {
    const ctx = await testApp(engine, { outboxPage: false });
    try {
      await signUp(ctx.app);
      expect((await ctx.app.inject('/dev/outbox.json')).statusCode).toBe(404);
      expect((await ctx.app.inject('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('shows the mails to this machine only, never through a proxy or from elsewhere', async () => {
    const ctx = await testApp(engine, { outboxPage: true });
    try {
      const { email } = await signUp(ctx.app);
      const url = `/dev/outbox.json?to=${encodeURIComponent(email)}`;
      expect((await ctx.app.inject({ url, remoteAddress: '127.0.0.1' })).json().data).toHaveLength(1);
      expect((await ctx.app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
      const page = await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(page.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'$/,
      );
      expect((await ctx.app.inject({ url, remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '10.0.0.2' })).statusCode).toBe(404);
      // Percent-encoded paths reach the same routes: the check must too.
      for (const spelled of ['/%64ev/outbox.json', '/dev/%6Futbox', '/dev/outbox%2Ejson']) {
        expect((await ctx.app.inject({ url: spelled, remoteAddress: '203.0.113.5' })).statusCode, spelled).toBe(404);
      }
      // A page elsewhere whose host name was rebound to 127.0.0.1 still names its own host.
      expect(
        (await ctx.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host: 'evil.example:8000' } })).statusCode,
      ).toBe(404);
      // A reverse proxy on the same machine connects from loopback but says whom it forwards.
      expect(
        (await ctx.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ url, remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.5' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

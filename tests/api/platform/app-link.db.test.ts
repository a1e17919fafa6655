import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../../server/jobs/purge';
import { APP_LINKS_PER_HOUR } from '../../../server/routes/app-link';
import {
  SMS_COUNTRY_DAILY_BUDGET,
  SMS_DAILY_BUDGET,
  SMS_PER_NUMBER_PER_DAY,
} from '../../../src/core/app-link/sms-budget';
import { ERRNO } from '../../../src/core/contract/errors';
import { budgetDay } from '../../../src/core/rules/daily-budget';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';

describe.each(ENGINES)('text-the-app on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await testApp(engine, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(() => ctx.close());

  const send = (phone: string, locale = 'fr', ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: '/v1/app-link/sms', payload: { phone, locale }, remoteAddress: ip });
  const outbox = async () =>
    ((await ctx.app.inject('/dev/sms-outbox.json')).json() as { data: { to_number: string; body: string }[] }).data;

  it('writes the download link to the SMS outbox in the page’s language, and names the number masked', async () => {
    const res = await send('06 12 34 56 78');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent_to: '+336••••••78' });
    const [sms] = await outbox();
    expect(sms).toMatchObject({ to_number: '+33612345678' });
    expect(sms!.body).toBe(`Miamo : télécharge l’appli gratuite ici ${PUBLIC_URL}/fr/app-mobile/`);
  });

  it('refuses what is no mobile number, naming the field', async () => {
    const res = await send('01 42 68 53 00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: ERRNO.INVALID_POSTED_DATA, details: [{ name: 'phone' }] });
    expect((await send('x'.repeat(40))).statusCode).toBe(400);
  });

  it('texts one number a few times a day at most, and one address a few times an hour', async () => {
    for (let sent = 0; sent < SMS_PER_NUMBER_PER_DAY; sent++)
      expect((await send('06 98 76 54 32', 'fr', `198.51.100.${sent}`)).statusCode).toBe(202);
    const refused = await send('+33 6 98 76 54 32', 'en-gb', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().details).toEqual([{ location: 'body', name: 'phone', description: 'too many texts today' }]);
    const ip = '192.0.2.50';
    for (let sent = 0; sent < APP_LINKS_PER_HOUR; sent++) await send(`07911 1234${10 + sent}`, 'en-gb', ip);
    expect((await send('07911 123499', 'en-gb', ip)).statusCode).toBe(429);
  });

  it('refuses a mobile of a country none of the sites serves, naming the field in the page’s language', async () => {
    for (const [phone, ip] of [
      ['+252 71 123456', '198.51.100.60'],
      ['+881 6 12345678', '198.51.100.61'],
      ['+1 876 210 1234', '198.51.100.62'],
    ]) {
      const res = await send(phone!, 'fr', ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errno: ERRNO.PHONE_COUNTRY_REFUSED, details: [{ name: 'phone' }] });
      expect(res.json().message).toMatch(/^Numéro de mobile : .*Royaume-Uni.* et Brésil$/);
    }
    expect((await outbox()).map((sms) => sms.to_number)).not.toContain('+25271123456');
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const statuses = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await send(`06 12 34 56 ${10 + i}`, 'fr', `2001:db8:aa:bb::${i.toString(16)}`)).statusCode);
    // Before: each address was a client of its own (12 × 202).
    expect(statuses).toEqual([...Array(APP_LINKS_PER_HOUR).fill(202), ...Array(12 - APP_LINKS_PER_HOUR).fill(429)]);
    // The next /64 is another client.
    expect((await send('06 12 34 56 99', 'fr', '2001:db8:aa:bc::1')).statusCode).toBe(202);
  });

  it('counts a client once, however many accounts it signs in with', async () => {
    const ip = '198.51.100.80';
    const statuses = [];
    for (let i = 0; i < APP_LINKS_PER_HOUR + 2; i++) {
      const { token } = await signUp(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/app-link/sms',
        payload: { phone: `06 22 33 44 ${10 + i}`, locale: 'fr' },
        headers: auth(token),
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    // Before: each account had an allowance of its own.
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('stops texting a country, then every country, once the day’s budget is spent, and logs it', async () => {
    const day = budgetDay(new Date());
    await ctx.db.db
      .insertInto('daily_counts')
      .values({ day, scope: 'sms:DE', count: SMS_COUNTRY_DAILY_BUDGET - 1 })
      .execute();
    expect((await send('0151 23456789', 'de', '198.51.100.70')).statusCode).toBe(202);
    const reached = lines.map((line) => JSON.parse(line)).filter((line) => line.security === 'sms.budget_reached');
    expect(reached).toEqual([
      expect.objectContaining({ scope: 'country', country: 'DE', msg: 'security: sms.budget_reached' }),
    ]);
    const paused = await send('0151 23456788', 'de', '198.51.100.71');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ errno: ERRNO.TEXTS_PAUSED, details: [{ name: 'phone' }] });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    // Other countries still get their texts, until all of them together have had the day's.
    expect((await send('07400 123456', 'en-gb', '198.51.100.72')).statusCode).toBe(202);
    await ctx.db.db
      .insertInto('daily_counts')
      .values({ day, scope: 'sms:all', count: SMS_DAILY_BUDGET })
      .onConflict((conflict) => conflict.columns(['day', 'scope']).doUpdateSet({ count: SMS_DAILY_BUDGET }))
      .execute();
    const all = await send('07400 123457', 'en-gb', '198.51.100.73');
    expect(all.statusCode).toBe(429);
    expect(all.json().errno).toBe(ERRNO.TEXTS_PAUSED);
    // A refused text takes nothing from its country's budget.
    const gb = await ctx.db.db
      .selectFrom('daily_counts')
      .select('count')
      .where('scope', '=', 'sms:GB')
      .executeTakeFirstOrThrow();
    expect(gb.count).toBe(1);
    await ctx.db.db.deleteFrom('daily_counts').execute();
  });

  it('forgets the numbers after a day', async () => {
    expect((await outbox()).length).toBeGreaterThan(0);
    const { sms } = await purgeExpired(ctx.db.db, ctx.app.images, new Date(Date.now() + 25 * 3_600_000));
    expect(sms).toBeGreaterThan(0);
    expect(await outbox()).toEqual([]);
  });
});

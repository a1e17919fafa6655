import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/jobs/purge';
import { APP_LINKS_PER_HOUR } from '../../server/routes/app-link';
import { SMS_PER_NUMBER_PER_DAY, maskedNumber, mobileNumberOf } from '../../server/services/text-the-app';
import { ERRNO } from '../../src/core/contract/errors';
import { ENGINES, PUBLIC_URL, testApp } from './engines';

describe('mobile numbers as visitors type them', () => {
  it.each([
    ['06 12 34 56 78', 'fr', '+33612345678'],
    ['+44 7911 123456', 'fr', '+447911123456'],
    ['07911 123456', 'en-gb', '+447911123456'],
    ['(201) 555-0123', 'en-us', '+12015550123'],
    ['0151 23456789', 'de', '+4915123456789'],
    ['(11) 91234-5678', 'pt-br', '+5511912345678'],
  ] as const)('%s on the %s site is %s', (input, locale, e164) => {
    expect(mobileNumberOf(input, locale)).toBe(e164);
  });

  it.each([
    ['01 42 68 53 00', 'fr'], // a Paris landline: no text messages
    ['12345', 'en-us'],
    ['not a number', 'de'],
  ] as const)('%s on the %s site is no mobile number', (input, locale) => {
    expect(mobileNumberOf(input, locale)).toBeNull();
  });

  it('names a number back masked', () => {
    expect(maskedNumber('+33612345678')).toBe('+336••••••78');
  });
});

describe.each(ENGINES)('text-the-app on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
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
    expect(sms.body).toBe(`Miamo : télécharge l’appli gratuite ici ${PUBLIC_URL}/fr/app-mobile/`);
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

  it('forgets the numbers after a day', async () => {
    expect((await outbox()).length).toBeGreaterThan(0);
    const { sms } = await purgeExpired(ctx.db.db, ctx.app.images, new Date(Date.now() + 25 * 3_600_000));
    expect(sms).toBeGreaterThan(0);
    expect(await outbox()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from './engines';

describe.each(ENGINES)('the newsletter form service on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const post = (payload: string, type = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({ method: 'POST', url: '/v1/newsletter', payload, headers: { 'content-type': type } });

  it('takes the footer form post, once per address, keeping the latest locale', async () => {
    expect((await post('email=Lea%40Example.com&locale=fr')).statusCode).toBe(202);
    expect((await post(JSON.stringify({ email: 'lea@example.com', locale: 'de' }), 'application/json')).statusCode).toBe(202);
    const rows = await ctx.db.db.selectFrom('newsletter_signups').selectAll().where('email', '=', 'lea@example.com').execute();
    expect(rows.map((row) => row.locale)).toEqual(['de']);
  });

  it('names a wrong address or locale and stores nothing', async () => {
    const bad = await post('email=not-an-address&locale=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].name).toBe('email');
    expect((await post('email=ok%40example.com&locale=xx')).statusCode).toBe(400);
    expect((await post('locale=fr')).statusCode).toBe(400);
    const count = await ctx.db.db.selectFrom('newsletter_signups').select((eb) => eb.fn.countAll<string>().as('n')).where('email', 'in', ['not-an-address', 'ok@example.com']).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

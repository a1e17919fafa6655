import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../server/auth/secrets';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, signUp } from '../members';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:128.0) Gecko/20100101 Firefox/128.0';
const DAY = 86_400_000;

interface Listed {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string;
  current: boolean;
}

describe.each(ENGINES)('sessions on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  async function logIn(email: string, userAgent: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().access_token as string;
  }
  const list = async (token: string) => {
    const res = await ctx.app.inject({ url: '/v1/sessions', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data as Listed[];
  };
  const setTimes = (token: string, values: { last_used_at?: Date; expires_at?: Date }) =>
    ctx.db.db.updateTable('tokens').set(values).where('token_hash', '=', hashSecret(token)).execute();
  const works = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode === 200;

  it('lists the live sessions, most recently used first, the caller marked, never a secret', async () => {
    const { email, token: signupToken } = await signUp(ctx.app);
    const phone = await logIn(email, PHONE);
    const laptop = await logIn(email, LAPTOP);
    const now = Date.now();
    await setTimes(signupToken, { last_used_at: new Date(now - 3 * DAY) });
    await setTimes(phone, { last_used_at: new Date(now - DAY) });

    const sessions = await list(laptop);
    // inject's own User-Agent opened the sign-up session.
    expect(sessions.map((s) => s.user_agent)).toEqual([LAPTOP, PHONE, 'lightMyRequest']);
    expect(sessions.map((s) => s.current)).toEqual([true, false, false]);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['created_at', 'current', 'id', 'last_used_at', 'user_agent']);
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(session.last_used_at))).toBe(false);
    }
    const body = JSON.stringify(sessions);
    for (const secret of [signupToken, phone, laptop]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(hashSecret(secret));
    }
    // Seen from the phone, the phone is the current one.
    expect((await list(phone)).find((s) => s.current)?.user_agent).toBe(PHONE);
  });

  it('leaves out sessions that are logged out, expired, idle for 30 days, and reset links', async () => {
    const { email, token } = await signUp(ctx.app);
    const loggedOut = await logIn(email, PHONE);
    await ctx.app.inject({ method: 'POST', url: '/v1/email/logout', headers: auth(loggedOut) });
    const expired = await logIn(email, PHONE);
    await setTimes(expired, { expires_at: new Date(Date.now() - 1000) });
    const idle = await logIn(email, PHONE);
    await setTimes(idle, { last_used_at: new Date(Date.now() - 31 * DAY) });
    const nearlyIdle = await logIn(email, LAPTOP);
    await setTimes(nearlyIdle, { last_used_at: new Date(Date.now() - 29 * DAY) });
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });

    const sessions = await list(token);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.user_agent)).toEqual(['lightMyRequest', LAPTOP]);
    // The listing agrees with what authentication accepts.
    expect(await works(idle)).toBe(false);
    expect(await works(expired)).toBe(false);
    expect(await works(nearlyIdle)).toBe(true);
  });

  it('signs out one of the caller sessions, which then stops working', async () => {
    const { email, token } = await signUp(ctx.app);
    const phone = await logIn(email, PHONE);
    const phoneId = (await list(token)).find((s) => s.user_agent === PHONE)!.id;

    const res = await ctx.app.inject({ method: 'DELETE', url: `/v1/sessions/${phoneId}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: phoneId, deleted: true } });
    expect(await works(phone)).toBe(false);
    expect(await works(token)).toBe(true);
    expect((await list(token)).map((s) => s.id)).not.toContain(phoneId);

    const again = await ctx.app.inject({ method: 'DELETE', url: `/v1/sessions/${phoneId}`, headers: auth(token) });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another member's session and leaves it alone", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const othersId = (await list(other.token))[0]!.id;

    const res = await ctx.app.inject({ method: 'DELETE', url: `/v1/sessions/${othersId}`, headers: auth(owner.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errno: 111 });
    expect(await works(other.token)).toBe(true);

    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/sessions/00000000-0000-4000-8000-000000000000',
      headers: auth(owner.token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/sessions/not-an-id',
      headers: auth(owner.token),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('signs out all the other sessions and keeps the current one and other members', async () => {
    const { email, token } = await signUp(ctx.app);
    const phone = await logIn(email, PHONE);
    const laptop = await logIn(email, LAPTOP);
    const stranger = await signUp(ctx.app);

    const res = await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: auth(laptop) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(await works(laptop)).toBe(true);
    expect(await works(phone)).toBe(false);
    expect(await works(token)).toBe(false);
    expect(await works(stranger.token)).toBe(true);
    expect((await list(laptop)).map((s) => s.user_agent)).toEqual([LAPTOP]);
  });

  it('wants a recent proof of the password to sign the others out: a stolen session cannot shut the owner out', async () => {
    const { email, token } = await signUp(ctx.app);
    const stolen = await logIn(email, PHONE);
    await ctx.db.db
      .updateTable('tokens')
      .set({ password_verified_at: new Date(Date.now() - 11 * 60_000) })
      .where('token_hash', '=', hashSecret(stolen))
      .execute();
    const refused = await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: auth(stolen) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errno: 130 });
    expect(await works(token)).toBe(true);
    // Nor one by one: the owner's session is listed, but signing it out needs the password too.
    const owner = (await list(stolen)).find((session) => !session.current && session.user_agent !== PHONE)!;
    const one = await ctx.app.inject({ method: 'DELETE', url: `/v1/sessions/${owner.id}`, headers: auth(stolen) });
    expect(one.json()).toMatchObject({ code: 403, errno: 130 });
    expect(await works(token)).toBe(true);
    // Its own session, a member may always end.
    const spare = await logIn(email, LAPTOP);
    await ctx.db.db
      .updateTable('tokens')
      .set({ password_verified_at: new Date(Date.now() - 11 * 60_000) })
      .where('token_hash', '=', hashSecret(spare))
      .execute();
    const spareId = (await list(spare)).find((session) => session.current)!.id;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/v1/sessions/${spareId}`, headers: auth(spare) })).statusCode,
    ).toBe(200);

    const reauth = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reauth',
      headers: auth(stolen),
      payload: { password: PASSWORD },
    });
    expect(reauth.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: auth(stolen) })).statusCode).toBe(
      200,
    );
    expect(await works(token)).toBe(false);
  });

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/sessions'],
      ['DELETE', '/v1/sessions'],
      ['DELETE', '/v1/sessions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().errno).toBe(104);
    }
  });

  it('declares every status each route sends in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject('/v1/openapi.json')).json();
    expect(Object.keys(paths['/v1/sessions'].get.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(Object.keys(paths['/v1/sessions'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '429']),
    );
    expect(Object.keys(paths['/v1/sessions/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '429']),
    );
  });
});

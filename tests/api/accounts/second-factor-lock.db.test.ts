import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/repositories/users';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, lastMail } from '../members';
import { memberWithRole } from '../staff';

let clients = 0;

describe.each(ENGINES)('second-factor guessing with a known password, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await testApp(engine, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(() => ctx.close());

  /** A login from a client of its own: the guesser rotates addresses, so per-client delays never bite. */
  const login = (email: string, otp: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: PASSWORD, otp },
      remoteAddress: `192.0.2.${++clients % 250}`,
    });
  const events = (event: string, userId: string) =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.security === event && entry.userId === userId);

  it('locks the second factor for an hour at the tenth wrong code, checks no code meanwhile, and mails the owner', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    const { id } = (await findUserByEmail(ctx.db.db, staff.email))!;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await login(staff.email, i % 2 ? 'zzzz-zzzz-zzzz-zzzz' : '000000'));
    expect(answers.slice(0, 9).map((res) => res.statusCode)).toEqual(Array(9).fill(401));
    const tenth = answers[9]!;
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({ errno: 141 });
    expect(Number(tenth.headers['retry-after'])).toBe(3600);

    // Even the right code is not checked while the lock holds.
    const code = await staff.nextCode();
    const locked = await login(staff.email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errno).toBe(141);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);

    const mail = await lastMail(ctx.app, staff.email);
    expect(mail.kind).toBe('secondFactorLocked');
    expect(mail.text_body).toContain('10 wrong codes');
    expect(mail.secrets.token).toBeTruthy();
    expect(events('second_factor.failed', id)).toHaveLength(10);
    expect(events('second_factor.locked', id)).toHaveLength(1);

    // An hour later the right code opens the session again.
    await ctx.db.db
      .updateTable('users')
      .set({ second_factor_locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    // The code refused unchecked was not used up.
    expect((await login(staff.email, code)).statusCode).toBe(200);
  });

  it('lets the owner back in at once after choosing a new password from the notice', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    for (let i = 0; i < 10; i++) await login(staff.email, '000000');
    const { secrets } = await lastMail(ctx.app, staff.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: { authorization: `Bearer+Email ${secrets.token}` },
      payload: { password: 'Paprika!2031' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email: staff.email, password: 'Paprika!2031', otp: await staff.nextCode() },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('forgets the wrong codes once a right one passes', async () => {
    const moderator = await memberWithRole(ctx, 'moderator');
    for (let i = 0; i < 9; i++) expect((await login(moderator.email, '000000')).statusCode).toBe(401);
    expect((await login(moderator.email, await moderator.nextCode())).statusCode).toBe(200);
    // Counted again from the right code: the tenth wrong one after it locks, not the first.
    for (let i = 0; i < 9; i++) expect((await login(moderator.email, '999999')).statusCode).toBe(401);
    expect((await login(moderator.email, '999999')).statusCode).toBe(429);
  });

  it('checks at most 10 codes of a burst from many clients at once, and mails the owner once', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(staff.email, '000000')));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    const mails = await ctx.db.db
      .selectFrom('outbox')
      .select('kind')
      .where('to_address', '=', staff.email)
      .where('kind', '=', 'secondFactorLocked')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('tells nobody without the password about the lock', async () => {
    const staff = await memberWithRole(ctx, 'staff');
    for (let i = 0; i < 10; i++) await login(staff.email, '000000');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email: staff.email, password: 'Wrong!2026', otp: '000000' },
      remoteAddress: '198.18.0.1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errno).toBe(105);
  });
});

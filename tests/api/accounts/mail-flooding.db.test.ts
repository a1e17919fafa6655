import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_BUDGETS,
  MAIL_PER_ADDRESS_PER_DAY,
  VALIDATION_RESENDS_PER_DAY,
} from '../../../src/core/accounts/mail-budget';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, signUp } from '../members';

describe.each(ENGINES)('mail flooding on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await testApp(engine, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object | undefined, remoteAddress: string, token?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: token ? auth(token) : {} });
  const mailsTo = async (address: string) =>
    (await ctx.db.db.selectFrom('outbox').select('kind').where('to_address', '=', address).execute()).map(
      (mail) => mail.kind,
    );
  const count = (kinds: string[], kind: string) => kinds.filter((k) => k === kind).length;

  it('mails one address at most the day’s budgets, however many clients and routes ask', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const [one, two] = ['198.51.100.20', '198.51.100.21'];
    const { token: other } = await signUp(ctx.app);
    // Client two names the address as another account's new one, over and over: same answer each time.
    for (let i = 0; i < 5; i++)
      expect((await post('/v1/profile/email', { email: victim }, two, other)).statusCode).toBe(200);
    // Client one signs up with it, and asks for the link again and again.
    const signup = await post(
      '/v1/email/signup',
      { email: victim, password: PASSWORD, first_name: 'Ana', last_name: 'Lopez' },
      one,
    );
    expect(signup.statusCode).toBe(201);
    const squatter = signup.json().access_token as string;
    const resends = [];
    for (let i = 0; i < 6; i++) resends.push(await post('/v1/email-validation/send', undefined, one, squatter));
    expect(resends.map((res) => res.statusCode)).toEqual([
      ...Array(VALIDATION_RESENDS_PER_DAY).fill(200),
      ...Array(6 - VALIDATION_RESENDS_PER_DAY).fill(429),
    ]);
    expect(resends.at(-1)!.json()).toMatchObject({ errno: ERRNO.RESENDS_SPENT });
    expect(Number(resends.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // Both clients ask for resets, the newsletter and more e-mail changes: the answers never change.
    for (let i = 0; i < 6; i++) {
      expect((await post('/v1/email/send-reset', { email: victim }, i % 2 ? one : two)).statusCode).toBe(200);
      expect((await post('/v1/newsletter', { email: victim }, i % 2 ? one : two)).statusCode).toBe(202);
      expect((await post('/v1/profile/email', { email: victim }, two, other)).statusCode).toBe(200);
    }

    const kinds = await mailsTo(victim);
    // Before: every one of these 36 asks was a mail.
    expect(kinds.length).toBeLessThan(21);
    expect(kinds.length).toBeLessThanOrEqual(MAIL_PER_ADDRESS_PER_DAY);
    expect(count(kinds, 'email-change')).toBe(MAIL_BUDGETS.emailChange.perDay);
    expect(count(kinds, 'validation')).toBe(1 + VALIDATION_RESENDS_PER_DAY);
    expect(count(kinds, 'reset')).toBe(MAIL_BUDGETS.reset.perDay);
    // The newsletter's own throttle (one link every few minutes) may keep it below its budget.
    expect(count(kinds, 'newsletter')).toBeLessThanOrEqual(MAIL_BUDGETS.newsletter.perDay);
    expect(count(kinds, 'address-in-use')).toBe(MAIL_BUDGETS.addressInUse.perDay);
    const refused = lines.map((line) => JSON.parse(line)).filter((line) => line.security === 'mail.refused');
    expect(refused.map((line) => line.budget)).toEqual(
      expect.arrayContaining(['emailChange', 'reset', 'addressInUse']),
    );
    expect(lines.join('\n')).not.toContain(victim);
  });

  it('counts the mailbox, however its address is spelled', async () => {
    const base = `flood${Date.now()}`;
    for (let i = 0; i < 6; i++)
      await post('/v1/newsletter', { email: `${base}+${i}@example.com` }, `198.51.100.${30 + i}`);
    const written = await ctx.db.db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'like', `${base}+%`)
      .execute();
    expect(written).toHaveLength(MAIL_BUDGETS.newsletter.perDay);
  });

  it('keeps a refused reset from voiding the link already sent', async () => {
    const { email } = await signUp(ctx.app);
    for (let i = 0; i < MAIL_BUDGETS.reset.perDay; i++) await post('/v1/email/send-reset', { email }, '198.51.100.40');
    const tokensBefore = await ctx.db.db.selectFrom('tokens').select('id').where('kind', '=', 'reset').execute();
    await post('/v1/email/send-reset', { email }, '198.51.100.41');
    const tokensAfter = await ctx.db.db.selectFrom('tokens').select('id').where('kind', '=', 'reset').execute();
    expect(tokensAfter).toEqual(tokensBefore);
  });
});

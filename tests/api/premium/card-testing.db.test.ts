import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember } from '../posts';
import { memberWithRole } from '../staff';

const DECLINED = { payment_method_id: 'pm_card_chargeDeclined', product_id: 'miamo-premium-monthly' };
const VISA = { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' };
let clients = 0;
/** A client address of its own (TEST-NET-2), so a test's count starts at zero. */
const newClient = () => `198.51.100.${++clients}`;

describe.each(ENGINES)('card testing on the subscribe route, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await testApp(engine, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(() => ctx.close());

  const subscribe = (token: string, payload: Record<string, unknown>, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/subscriptions/stripe', headers: auth(token), payload, remoteAddress });
  const events = (event: string, userId: string) =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.security === event && entry.user_id === userId);

  it('lets no one try 30 cards: the fifth decline of the day locks billing, and the member is told', async () => {
    const member = await confirmedMember(ctx.app);
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await subscribe(member.token, DECLINED, client));
    expect(answers.slice(0, 4).map((res) => res.statusCode)).toEqual([402, 402, 402, 402]);
    for (const res of answers.slice(4)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errno: 136, message: expect.stringMatching(/contact our support/) });
    }
    // Five cards reached the provider, each one logged; the lock is in the database.
    expect(events('payment.declined', member.id).map((entry) => entry.declines)).toEqual([1, 2, 3, 4, 5]);
    expect(events('billing.locked', member.id)).toHaveLength(1);
    const row = await ctx.db.db
      .selectFrom('users')
      .select('billing_locked_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.billing_locked_at).not.toBeNull();
    // Even a good card is refused until staff unlock it.
    expect((await subscribe(member.token, VISA, newClient())).json()).toMatchObject({ errno: 136 });
  });

  it('lets staff unlock billing; a member or a moderator cannot', async () => {
    const member = await confirmedMember(ctx.app);
    const client = newClient();
    for (let i = 0; i < 5; i++) await subscribe(member.token, DECLINED, client);
    const unlock = (token: string, email = member.email) =>
      ctx.app.inject({ method: 'POST', url: '/v1/subscriptions/unlock', headers: auth(token), payload: { email } });
    expect((await unlock(member.token)).statusCode).toBe(403);
    expect((await unlock((await memberWithRole(ctx, 'moderator')).token)).statusCode).toBe(403);

    const staff = await memberWithRole(ctx, 'staff');
    const res = await unlock(staff.token, member.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ user_id: member.id, unlocked: true });
    expect(events('billing.unlocked', member.id)).toHaveLength(1);
    expect((await unlock(staff.token)).json().data.unlocked).toBe(false);
    expect((await unlock(staff.token, 'nobody@example.com')).statusCode).toBe(404);
    // Unlocked with a clean count of declines; the hour's five attempts are still spent.
    expect(
      await ctx.db.db.selectFrom('payment_declines').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    const after = await subscribe(member.token, VISA, newClient());
    expect(after.json()).toMatchObject({ code: 429, errno: 117 });
  });

  it('limits attempts per member to 5 an hour, whichever client they use', async () => {
    const member = await confirmedMember(ctx.app);
    const needsBank = { payment_method_id: 'pm_card_authenticationRequired', product_id: 'miamo-premium-monthly' };
    for (let i = 0; i < 5; i++) expect((await subscribe(member.token, needsBank, newClient())).statusCode).toBe(402);
    const sixth = await subscribe(member.token, VISA, newClient());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ errno: 117, message: expect.stringMatching(/5 payment attempts an hour/) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits attempts per client to 5 an hour across accounts, an IPv6 client being its /64', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => confirmedMember(ctx.app)));
    const answers = [];
    for (const [i, member] of members.entries())
      answers.push((await subscribe(member.token, DECLINED, `2001:db8:77:1::${i + 1}`)).statusCode);
    expect(answers).toEqual([402, 402, 402, 402, 402, 429]);
    // Another network is another client.
    expect((await subscribe(members[5]!.token, VISA, '2001:db8:77:2::1')).statusCode).toBe(201);
  });

  it('refuses an unconfirmed address before any card is tried', async () => {
    const { signUp } = await import('../members');
    const { token } = await signUp(ctx.app);
    const res = await subscribe(token, DECLINED, newClient());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errno: 121 });
  });
});

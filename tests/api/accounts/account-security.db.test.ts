import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { purgeExpired } from '../../../server/jobs/purge';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, lastMail, signUp, validateEmail } from '../members';

const NEW_PASSWORD = 'Piment!2027';

/** Makes a session's proof of the password (and its last use) look old. */
async function ageSession(db: Awaited<ReturnType<typeof testApp>>['db'], minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000);
  await db.db.updateTable('tokens').set({ password_verified_at: then, last_used_at: then }).execute();
}

describe.each(ENGINES)('account takeover paths on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const mails = async (to: string) =>
    await ctx.db.db
      .selectFrom('outbox')
      .select(['kind', 'text_body'])
      .where('to_address', '=', to)
      .orderBy('created_at', 'desc')
      .execute();

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  it('gives demo profiles no password: no reset mail, no login, no reset', async () => {
    await seedDemoProfiles(ctx.db.db);
    const demo = await ctx.db.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where('username', '=', 'chef_lucie')
      .executeTakeFirstOrThrow();
    expect(demo.password_hash).toBeNull();
    const reset = await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email: demo.email } });
    expect(reset.statusCode).toBe(200);
    expect(await mails(demo.email)).toEqual([]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email: demo.email, password: '' + 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets a stolen session change nothing sensitive without the password, and reauth gives 10 minutes', async () => {
    const { email, token } = await signUp(ctx.app);
    await ageSession(ctx.db, 11);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: auth(token),
      payload: { password: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ errno: 130 });
    const moveEmail = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email',
      headers: auth(token),
      payload: { email: `thief-${Date.now()}@example.com` },
    });
    expect(moveEmail.json().errno).toBe(130);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(token),
      payload: { email },
    });
    expect(remove.json().errno).toBe(130);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reauth',
      headers: auth(token),
      payload: { password: 'Wrong!2026x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].name).toBe('password');
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reauth',
      headers: auth(token),
      payload: { password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: auth(token),
      payload: { password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('tells the address of a password change, with a link that outlives a later reset', async () => {
    const { email, token } = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: auth(token),
      payload: { password: NEW_PASSWORD },
    });
    const notice = await lastMail(ctx.app, email);
    expect(notice.kind).toBe('passwordChanged');
    // The secure-your-account link is the reset page's path form (SPEC section 2).
    expect(notice.link.pathname).toBe(`/en-us/accounts/reset-password/${notice.secrets.token}/`);
    // Whoever changed it resets again with an ordinary link: the owner's link still works.
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
    const reset = await lastMail(ctx.app, email);
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: { authorization: `Bearer ${reset.secrets.token}` },
      payload: { password: 'Other!2028x' },
    });
    expect(used.statusCode).toBe(200);
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: { authorization: `Bearer ${notice.secrets.token}` },
      payload: { password: 'Owner!2029x' },
    });
    expect(back.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: 'Owner!2029x' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('uses a reset link once, even twice at the same instant, and a new link voids the older', async () => {
    const { email } = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
    const first = (await lastMail(ctx.app, email)).secrets.token;
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
    const second = (await lastMail(ctx.app, email)).secrets.token;
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: { authorization: `Bearer ${first}` },
      payload: { password: NEW_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const both = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/email/reset',
          headers: { authorization: `Bearer ${second}` },
          payload: { password: NEW_PASSWORD },
        }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('confirms an e-mail change only within a day, signs the other sessions out and tells the old address', async () => {
    const { email, token } = await signUp(ctx.app);
    const other = (
      await ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD } })
    ).json().access_token;
    const next = `moved-${Date.now()}@example.com`;
    await ctx.app.inject({ method: 'POST', url: '/v1/profile/email', headers: auth(token), payload: { email: next } });
    const key = (await lastMail(ctx.app, next)).secrets.confirm_email;
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email/confirm',
      headers: auth(token),
      payload: { key },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(other) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(200);
    const notice = await lastMail(ctx.app, email);
    expect(notice.kind).toBe('emailChanged');
    expect(notice.text_body).toContain(next);

    const later = `later-${Date.now()}@example.com`;
    await ctx.app.inject({ method: 'POST', url: '/v1/profile/email', headers: auth(token), payload: { email: later } });
    const stale = (await lastMail(ctx.app, later)).secrets.confirm_email;
    await ctx.db.db
      .updateTable('users')
      .set({ pending_email_key_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', next)
      .execute();
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email/confirm',
      headers: auth(token),
      payload: { key: stale },
    });
    expect(expired.statusCode).toBe(400);
  });

  it('gives an account whose e-mail was moved back to its old address through the notice link', async () => {
    const { email, token } = await signUp(ctx.app);
    const thief = `thief-${Date.now()}@example.com`;
    await ctx.app.inject({ method: 'POST', url: '/v1/profile/email', headers: auth(token), payload: { email: thief } });
    const key = (await lastMail(ctx.app, thief)).secrets.confirm_email;
    await ctx.app.inject({ method: 'POST', url: '/v1/profile/email/confirm', headers: auth(token), payload: { key } });
    const notice = await lastMail(ctx.app, email);
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: { authorization: `Bearer ${notice.secrets.token}` },
      payload: { password: 'Owner!2029x' },
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/v1/profile', headers: auth(back.json().access_token) })).json().data.email,
    ).toBe(email);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(401);
    // The thief's address no longer names any account: a reset there mails nothing.
    const before = (await mails(thief)).length;
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email: thief } });
    expect((await mails(thief)).length).toBe(before);
  });

  it('answers an e-mail change the same when the address is taken, and tells its owner instead', async () => {
    const holder = await signUp(ctx.app);
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email',
      headers: auth(token),
      payload: { email: holder.email },
    });
    expect(res.statusCode).toBe(200);
    const kinds = (await mails(holder.email)).map((mail) => mail.kind);
    expect(kinds).toContain('address-in-use');
    expect(kinds).not.toContain('email-change');
  });

  it('refuses names that could carry a link or a line into a mail, and greets unconfirmed addresses by no name', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/signup',
      payload: {
        email: `inject-${Date.now()}@example.com`,
        password: PASSWORD,
        first_name: 'Win a prize\nhttps://evil.example',
        last_name: 'X',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].name).toBe('first_name');
    const { email, token } = await signUp(ctx.app, { first_name: 'Zoë', last_name: "O'Neil-Dupont" });
    expect((await lastMail(ctx.app, email)).text_body).not.toContain('Zoë');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { last_name: 'www.evil.example/1' } },
    });
    expect(patch.json().details[0].name).toBe('data.last_name');
  });

  it('validates an address only with a live key, and signs out sessions opened before except the one that clicked', async () => {
    const { email, token: squatter } = await signUp(ctx.app);
    const owner = (
      await ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD } })
    ).json().access_token;
    const { secrets } = await lastMail(ctx.app, email);
    const payload = { auth_id: secrets.auth_id, activation_key: secrets.activation_key };
    await ctx.db.db
      .updateTable('users')
      .set({ activation_key_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/email/validate', payload })).statusCode).toBe(400);
    await ctx.db.db
      .updateTable('users')
      .set({ activation_key_expires_at: new Date(Date.now() + 60_000) })
      .where('email', '=', email)
      .execute();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/email/validate', headers: auth(owner), payload })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(squatter) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(owner) })).statusCode).toBe(200);
  });

  it('validates from a browser whose stored session has ended', async () => {
    const { email, token } = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/v1/email/logout', headers: auth(token) });
    const { secrets } = await lastMail(ctx.app, email);
    const payload = { auth_id: secrets.auth_id, activation_key: secrets.activation_key };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/email/validate', headers: auth(token), payload })).statusCode,
    ).toBe(200);
  });

  it('voids a squatter’s password when the owner confirms the address, and lets the owner choose theirs', async () => {
    const email = `squatted-${Date.now()}@example.com`;
    // Someone else signs up with the address, and starts moving the account to an address of theirs.
    const { token: squatter } = await signUp(ctx.app, { email });
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password } });
    const recent = (await login(PASSWORD)).json().access_token as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email',
      headers: auth(recent),
      payload: { email: `squatter-${Date.now()}@example.com` },
    });
    const { secrets } = await lastMail(ctx.app, email);
    const payload = { auth_id: secrets.auth_id, activation_key: secrets.activation_key };

    // The owner opens the link in their own browser, signed in to another account of theirs.
    const elsewhere = (await signUp(ctx.app)).token;
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/validate',
      headers: auth(elsewhere),
      payload,
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({
      message: 'Email validated. Choose a new password: the one set before this address was confirmed no longer works.',
      password_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    for (const session of [squatter, recent])
      expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(session) })).statusCode).toBe(401);
    const account = await ctx.db.db
      .selectFrom('users')
      .select(['pending_email', 'email_validated_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.pending_email).toBeNull();
    expect(account.email_validated_at).not.toBeNull();

    // The token sets the owner's password, once, as a reset link would.
    const choose = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/email/reset',
        headers: auth(validated.json().password_token as string),
        payload: { password: NEW_PASSWORD },
      });
    expect((await choose()).statusCode).toBe(200);
    expect((await choose()).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    // The link works once: the owner's password stays theirs.
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/email/validate', payload })).statusCode).toBe(400);
  });

  it('keeps the password when the link is opened by a session of the account, which proved it', async () => {
    const { email, token } = await signUp(ctx.app);
    const { secrets } = await lastMail(ctx.app, email);
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/validate',
      headers: auth(token),
      payload: { auth_id: secrets.auth_id, activation_key: secrets.activation_key },
    });
    expect(validated.json()).toEqual({ message: 'Email validated' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(200);
  });

  it('ends a session unused for 30 days', async () => {
    const { token } = await signUp(ctx.app);
    await ageSession(ctx.db, 31 * 24 * 60);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(401);
  });

  it('refuses JSON bodies that poison prototypes', async () => {
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"data":{"biography":"hi","__proto__":{"is_admin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errno).toBe(106);
  });

  it('holds usernames without case and refuses the reserved ones', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const name = `Cook${Date.now() % 100000}`;
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/v1/profile',
          headers: auth(a.token),
          payload: { data: { username: name } },
        })
      ).statusCode,
    ).toBe(200);
    const twin = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(b.token),
      payload: { data: { username: name.toLowerCase() } },
    });
    expect(twin.statusCode).toBe(409);
    const found = await ctx.app.inject({ url: `/v1/community/users/${name.toUpperCase()}` });
    expect(found.json().username, found.body).toBe(name);
    for (const reserved of ['Admin', 'miamo_official', 'support']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/profile',
        headers: auth(b.token),
        payload: { data: { username: reserved } },
      });
      expect(res.statusCode, reserved).toBe(400);
      expect(res.json().details[0]).toMatchObject({ name: 'data.username', description: 'This username is reserved' });
    }
  });

  it('purges dead tokens, delivered mails and old webhook ids, and nothing alive', async () => {
    const { email, token } = await signUp(ctx.app);
    await validateEmail(ctx.app, email, token);
    const long = new Date(Date.now() - 100 * 86_400_000);
    const user = await ctx.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await ctx.db.db
      .insertInto('tokens')
      .values({ token_hash: `dead-${Date.now()}`, user_id: user.id, kind: 'reset', expires_at: long })
      .execute();
    await ctx.db.db
      .insertInto('outbox')
      .values({
        id: crypto.randomUUID(),
        to_address: email,
        subject: 's',
        text_body: '',
        kind: 'reset',
        sent_at: long,
        created_at: long,
      })
      .execute();
    await ctx.db.db
      .insertInto('webhook_events')
      .values({ id: `evt_old_${Date.now()}`, type: 'invoice.paid', received_at: long })
      .execute();
    const purged = await purgeExpired(ctx.db.db, ctx.app.images);
    expect(purged.tokens).toBeGreaterThanOrEqual(1);
    expect(purged.outbox).toBeGreaterThanOrEqual(1);
    expect(purged.webhookEvents).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(200);
    const left = await ctx.db.db
      .selectFrom('tokens')
      .select(sql<number>`count(*)`.as('n'))
      .where('expires_at', '<', new Date())
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});

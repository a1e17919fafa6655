import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as uniqueUsernames from '../../../server/db/migrations/012-unique-usernames';
import { violatesUnique } from '../../../server/db/unique-violation';
import { insertUser, updateUser } from '../../../server/repositories/users';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, lastMail, signUp } from '../members';
import { confirmedMember } from '../posts';

async function png(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .png()
    .toBuffer();
}

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----miamo-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(ENGINES)('accounts on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const userCount = async () =>
    Number(
      (
        await ctx.db.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  it('signs up, mails a validation link in the member language, and validates it', async () => {
    const { email, token } = await signUp(ctx.app);
    const mail = await lastMail(ctx.app, email);
    expect(mail.kind).toBe('validation');
    // The path form of SPEC section 2's validation route: /{locale}/accounts/validation/{auth_id}/{activation_key}/.
    expect(mail.link.pathname).toMatch(/^\/en-us\/accounts\/validation\/[0-9a-f-]{36}\/[\w-]{43}\/$/);
    expect(mail.link.search).toBe('');
    const profile = (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data;
    expect(profile).toMatchObject({
      email,
      email_validated: false,
      username: '',
      user_types: [],
      followers_count: 0,
      posts_count: 0,
      count_recipes_favorites: 0,
      is_premium: false,
    });

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/validate',
      payload: { auth_id: profile.id, activation_key: 'x'.repeat(20) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      name: 'activation_key',
      description: 'Error validating your email',
    });

    // Opened in the browser that signed up: that session is the owner's and stays.
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/validate',
      headers: auth(token),
      payload: { auth_id: mail.secrets.auth_id, activation_key: mail.secrets.activation_key },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.email_validated).toBe(true);
  });

  it('writes the validation mail in French for a French visitor', async () => {
    const email = `fr-${Date.now()}@example.com`;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/signup',
      headers: { 'accept-language': 'fr-FR' },
      payload: { email, password: PASSWORD, first_name: 'Léa', last_name: 'M' },
    });
    const mail = await lastMail(ctx.app, email);
    expect(mail.link.pathname).toMatch(/^\/fr\/accounts\/validation\/[0-9a-f-]{36}\/[\w-]{43}\/$/);
    expect(mail.text_body).toMatch(/^Salut,\n/);
    // The address is not confirmed yet: the mail does not greet its reader by the name typed.
    expect(mail.text_body).not.toContain('Léa');
  });

  it.each([
    [{ email: 'nope', password: PASSWORD, first_name: 'A', last_name: 'B' }, 'email'],
    [{ email: 'weak@example.com', password: 'password', first_name: 'A', last_name: 'B' }, 'password'],
    [{ email: 'missing@example.com', first_name: 'A', last_name: 'B' }, 'password'],
    [{ email: 'digits@example.com', password: PASSWORD, last_name: 'B4' }, 'last_name'],
    [{ email: 'extra@example.com', password: PASSWORD, first_name: 'A', last_name: 'B', is_admin: true }, 'is_admin'],
    [{ email: 42, password: PASSWORD, first_name: 'A', last_name: 'B' }, 'email'],
  ])('refuses a bad sign-up %j naming %s, writing nothing', async (payload, field) => {
    const before = await userCount();
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/email/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].name).toBe(field);
    expect(await userCount()).toBe(before);
  });

  it('answers a sign-up with a taken address as a new one, opening nothing, and tells its owner', async () => {
    const { email } = await signUp(ctx.app, { first_name: 'Owner' });
    const fresh = `fresh-${Date.now()}@example.com`;
    const attempt = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/email/signup',
        payload: { email: address, password: 'Squat!2026x', first_name: 'A', last_name: 'B' },
        headers: { 'accept-language': 'de-DE' },
      });
    const before = await userCount();
    const [taken, created] = [await attempt(email.toUpperCase()), await attempt(fresh)];
    // Before: 409 naming email for the taken address.
    expect(taken.statusCode).toBe(created.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(Object.keys(taken.json())).toEqual(Object.keys(created.json()));
    expect(taken.json().access_token).toMatch(/^[\w-]{43}$/);
    expect(created.json().access_token).toMatch(/^[\w-]{43}$/);
    expect(await userCount()).toBe(before + 1);
    // The token opens nothing, the owner's password is unchanged, and the owner is told (in their language).
    const profile = await ctx.app.inject({ url: '/v1/profile', headers: auth(taken.json().access_token) });
    expect(profile.statusCode).toBe(401);
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password } });
    expect((await login('Squat!2026x')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    const told = (await ctx.db.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute()).map(
      (mail) => [mail.kind, mail.subject],
    );
    expect(told).toContainEqual(['address-in-use', 'Someone tried to use your email address on Miamo']);
  });

  it('gives parallel sign-ups with one new address one account, and the same answer to all', async () => {
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/email/signup',
          payload: { email, password: PASSWORD, first_name: 'A', last_name: 'B' },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const accounts = await ctx.db.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('logs in, and says the same for a wrong password and an unknown address', async () => {
    const { email } = await signUp(ctx.app);
    const ok = await ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toMatch(/^[\w-]{40,}$/);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: 'Wrong!pass1' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email: 'nobody@example.com', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect email and/or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('accepts Bearer+Email and Bearer, refuses anonymous and unknown tokens, revokes on logout', async () => {
    const { token } = await signUp(ctx.app);
    expect(
      (await ctx.app.inject({ url: '/v1/profile', headers: { authorization: `bearer ${token}` } })).statusCode,
    ).toBe(200);
    const anonymous = await ctx.app.inject('/v1/profile');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errno).toBe(104);
    expect(anonymous.headers['www-authenticate']).toContain('Bearer+Email');
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth('made-up') })).json().errno).toBe(105);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/email/logout', headers: auth(token) })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(401);
  });

  it('resets a password from the e-mailed link, revoking old sessions and the link', async () => {
    const { email, token } = await signUp(ctx.app);
    const neutralKnown = await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
    const neutralUnknown = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/send-reset',
      payload: { email: 'ghost@example.com' },
    });
    expect(neutralKnown.json()).toEqual({ message: 'If you have an account, you will receive an email' });
    expect(neutralUnknown.json()).toEqual(neutralKnown.json());
    const { link, secrets } = await lastMail(ctx.app, email);
    const resetToken = secrets.token;
    expect(link.pathname).toBe(`/en-us/accounts/reset-password/${resetToken}/`);
    expect(link.search).toBe('');
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: auth(resetToken),
      payload: { password: 'short' },
    });
    expect(weak.json().details[0].name).toBe('password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/reset',
      headers: auth(resetToken),
      payload: { password: 'Nouveau!2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/email/reset',
          headers: auth(resetToken),
          payload: { password: 'Encore!2028' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: 'Nouveau!2027' } }))
        .statusCode,
    ).toBe(200);
  });

  it('edits the profile, refusing unknown and malformed fields', async () => {
    const { token } = await signUp(ctx.app);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { is_premium: true } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].name).toBe('is_premium');
    const wrongType = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { chosen_lang: 'klingon' } },
    });
    expect(wrongType.json().details[0].name).toBe('data.chosen_lang');
    const madeUpTag = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { tags: ['chef', 'world-champion'] } },
    });
    expect(madeUpTag.statusCode).toBe(400);
    expect(madeUpTag.json().details[0].name).toMatch(/^data\.tags/);
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { username: 'ana_cooks', chosen_lang: 'es-mx', biography: 'Tacos!' } },
    });
    expect(ok.json().data).toMatchObject({ username: 'ana_cooks', chosen_lang: 'es-mx', biography: 'Tacos!' });
  });

  it('gives a username to one member only, even when several ask for it at once', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(ctx.app)));
    const wanted = `race_${engine}`;
    const answers = await Promise.all(
      members.map(({ token }) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/v1/profile',
          headers: auth(token),
          payload: { data: { username: wanted } },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json().details[0]).toMatchObject({
        name: 'data.username',
        description: 'This username is already taken',
      });
    const holders = await ctx.db.db.selectFrom('users').select('id').where('username', '=', wanted).execute();
    expect(holders).toHaveLength(1);
  });

  it('reports a doubled e-mail or username from the database itself as a unique violation', async () => {
    const first = await insertUser(ctx.db.db, {
      email: `twice-${engine}@example.com`,
      password_hash: 'x',
      username: `twice_${engine}`,
    });
    const email = await insertUser(ctx.db.db, { email: first.email, password_hash: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(violatesUnique(email, 'users_email_key')).toBe(true);
    const second = await insertUser(ctx.db.db, { email: `twice-2-${engine}@example.com`, password_hash: 'x' });
    const username = await updateUser(ctx.db.db, second.id, { username: first.username }).catch(
      (error: unknown) => error,
    );
    expect(violatesUnique(username, 'users_username_key')).toBe(true);
    expect(violatesUnique(username, 'users_email_key')).toBe(false);
    // Any number of members may have no username yet.
    await updateUser(ctx.db.db, second.id, { username: '' });
    expect((await updateUser(ctx.db.db, first.id, { username: '' })).username).toBe('');
  });

  it('keeps the oldest holder of a username doubled before the unique index', async () => {
    await sql`drop index users_username_key`.execute(ctx.db.db);
    const [older, newer] = [`dup-old-${engine}`, `dup-new-${engine}`];
    await insertUser(ctx.db.db, {
      email: `${older}@example.com`,
      password_hash: 'x',
      username: `dup_${engine}`,
      created_at: new Date('2025-01-01'),
    });
    await insertUser(ctx.db.db, {
      email: `${newer}@example.com`,
      password_hash: 'x',
      username: `dup_${engine}`,
      created_at: new Date('2026-01-01'),
    });
    await uniqueUsernames.up(ctx.db.db as never);
    const rows = await ctx.db.db
      .selectFrom('users')
      .select(['email', 'username'])
      .where('email', 'in', [`${older}@example.com`, `${newer}@example.com`])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: `${newer}@example.com`, username: '' },
      { email: `${older}@example.com`, username: `dup_${engine}` },
    ]);
  });

  it('changes the e-mail only once the new address confirms', async () => {
    const { email, token } = await signUp(ctx.app);
    const next = `new-${Date.now()}@example.com`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email',
      headers: auth(token),
      payload: { email: next },
    });
    expect(res.json().data).toMatchObject({ email, pending_email: next });
    const { link, kind } = await lastMail(ctx.app, next);
    expect(kind).toBe('email-change');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email/confirm',
      headers: auth(token),
      payload: { key: link.searchParams.get('confirm_email') },
    });
    expect(confirmed.json().data).toMatchObject({ email: next, pending_email: null });
  });

  it('refuses to confirm an address another account took in the meantime, changing nothing', async () => {
    const { email, token } = await signUp(ctx.app);
    const next = `contested-${engine}-${Date.now()}@example.com`;
    await ctx.app.inject({ method: 'POST', url: '/v1/profile/email', headers: auth(token), payload: { email: next } });
    const { link } = await lastMail(ctx.app, next);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/signup',
      payload: { email: next, password: PASSWORD, first_name: 'Bo', last_name: 'Li' },
    });
    expect(other.statusCode).toBe(201);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/email/confirm',
      headers: auth(token),
      payload: { key: link.searchParams.get('confirm_email') },
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().details[0]).toMatchObject({
      name: 'key',
      description: 'An account already uses this email',
    });
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.email).toBe(email);
  });

  it('deletes the account only when the typed e-mail matches', async () => {
    const { email, token } = await signUp(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(token),
      payload: { email: 'other@example.com' },
    });
    expect(wrong.json().details[0]).toMatchObject({ name: 'email', description: 'The email address does not match' });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/v1/profile', headers: auth(token), payload: { email } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it('takes a profile picture, re-encoded without metadata, and serves it resized', async () => {
    const { token } = await confirmedMember(ctx.app);
    const withExif = await sharp(await png(800, 600))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret', Artist: 'GPS here' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const upload = multipart('file', 'me.jpg', 'image/jpeg', withExif);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/picture',
      headers: { ...auth(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.profile_picture);
    const original = await ctx.app.inject(url.pathname);
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
    const small = await ctx.app.inject({
      url: `${url.pathname}?w=88&h=88&fit=crop&auto=format,compress`,
      headers: { accept: 'image/webp' },
    });
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toContain('immutable');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(88);
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/v1/profile/picture', headers: auth(token) });
    expect(removed.json().data.profile_picture).toBeNull();
  });

  it('refuses oversized and disguised pictures naming the file, changing nothing', async () => {
    const { token } = await confirmedMember(ctx.app);
    const disguised = multipart('file', 'cat.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\necho not an image\n'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/picture',
      headers: { ...auth(token), ...disguised.headers },
      payload: disguised.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().details[0]).toMatchObject({ name: 'file', description: 'The file is not a JPG or PNG image' });
    const huge = multipart('file', 'big.png', 'image/png', Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]));
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/picture',
      headers: { ...auth(token), ...huge.headers },
      payload: huge.payload,
    });
    expect([413, 400]).toContain(big.statusCode);
    expect(big.json().details[0].name).toBe('file');
    const profile = (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data;
    expect(profile.profile_picture).toBeNull();
  });

  it('lists user tags and diets in the asked language', async () => {
    const tags = (await ctx.app.inject('/v1/user-tags?lang=en')).json().data;
    expect(tags).toContainEqual({ id: 'home-cook', name: 'Home cook' });
    const diets = (await ctx.app.inject('/v1/recipe-diets?lang=en-us')).json().data;
    expect(diets.map((d: { id: string }) => d.id)).toEqual([
      'vegetarian',
      'gluten-free',
      'vegan',
      'lactose-free',
      'healthy',
    ]);
    expect((await ctx.app.inject('/v1/recipe-diets?lang=xx')).statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILES, seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { insertUser } from '../../../server/repositories/users';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { PASSWORD, auth, signUp, validateEmail } from '../members';

const USERS = '/v1/community/users';
const FOLLOW = '/v1/community/user_follow';
const NOT_FOUND = "This user doesn't exist or profile deleted";
const PRIVATE_FIELDS = [
  'email',
  'pending_email',
  'chosen_lang',
  'chosen_country',
  'is_optin_newsletter',
  'is_premium',
  'email_validated',
  'last_modified',
  'password_hash',
];

interface Card {
  id: string;
  username: string;
  followed_by_viewer: boolean;
}
interface Page {
  results: Card[];
  next: string | null;
}

describe.each(ENGINES)('public profiles and follows on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  /** A member with a token and id; validated (may follow) unless told otherwise. */
  async function member({ validated = true, username = '' } = {}) {
    const { email, token } = await signUp(ctx.app);
    if (validated) await validateEmail(ctx.app, email, token);
    if (username)
      await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/profile',
        headers: auth(token),
        payload: { data: { username, biography: 'I bake.' } },
      });
    const { id } = (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data as { id: string };
    return { email, token, id };
  }

  /** Members straight in the database (no password hashing): the many followers of paging tests. */
  async function quietMembers(count: number, prefix: string) {
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        insertUser(ctx.db.db, {
          email: `${prefix}-${i}-${randomUUID()}@example.com`,
          password_hash: 'x',
          username: `${prefix}_${i}`,
          email_validated_at: new Date(),
        }),
      ),
    );
  }

  const profile = async (user: string, token?: string) =>
    ctx.app.inject({ url: `${USERS}/${user}`, headers: token ? auth(token) : {} });
  const follow = (token: string, user: string) =>
    ctx.app.inject({ method: 'POST', url: FOLLOW, headers: auth(token), payload: { user } });
  const unfollow = (token: string, user: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${FOLLOW}/${user}`, headers: auth(token) });
  const relative = (next: string) => next.slice(PUBLIC_URL.length);

  /** Every page of a follow list, following `next` to the end. */
  async function allPages(url: string, token?: string) {
    const pages: Page[] = [];
    for (let next: string | null = url; next;) {
      const res = await ctx.app.inject({ url: next, headers: token ? auth(token) : {} });
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      pages.push(page);
      if (page.next) expect(page.next.startsWith(`${PUBLIC_URL}${USERS}/`)).toBe(true);
      next = page.next && relative(page.next);
    }
    return pages;
  }

  it('shows a public profile by id and by username, without anything private', async () => {
    const jo = await member({ username: `jo_bakes_${engine}` });
    for (const key of [jo.id, `jo_bakes_${engine}`]) {
      const res = await profile(key);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: jo.id,
        user_id: jo.id,
        username: `jo_bakes_${engine}`,
        // The legal name stays private unless the member shows it (tests/api/accounts/public-names.db.test.ts).
        first_name: '',
        last_name: '',
        biography: 'I bake.',
        instagram_profile: '',
        profile_picture: null,
        profile_pic: null,
        cover_image: null,
        user_types: [],
        tags: [],
        followers_count: 0,
        follows_count: 0,
        followed_by_viewer: false,
        posts_count: 0,
        authored_recipes_count: 0,
        count_recipes_favorites: 0,
        last_recipe_creation_date: null,
      });
      for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
      expect(res.body).not.toContain(jo.email);
    }
    // The owner sees the same public shape; their own profile stays at /v1/profile.
    expect((await profile(jo.id, jo.token)).json()).not.toHaveProperty('email');
    expect((await ctx.app.inject(`${USERS}/${jo.id}?lang=fr`)).statusCode).toBe(200);
    expect((await ctx.app.inject(`${USERS}/${jo.id}?lang=xx`)).json().details[0].name).toBe('lang');
  });

  it('answers an unknown id or username with a 404 in the error shape', async () => {
    for (const key of [randomUUID(), 'nobody_here_at_all', 'not%20a%20name']) {
      const res = await profile(key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errno: 110, error: 'Not Found', message: NOT_FOUND });
    }
    for (const list of ['follower', 'following']) {
      expect((await ctx.app.inject(`${USERS}/${randomUUID()}/${list}`)).json()).toMatchObject({
        code: 404,
        message: NOT_FOUND,
      });
    }
    const { token } = await member();
    expect((await follow(token, randomUUID())).json()).toMatchObject({ code: 404, message: NOT_FOUND });
    expect((await unfollow(token, randomUUID())).json()).toMatchObject({ code: 404, message: NOT_FOUND });
  });

  it('follows and unfollows, keeping both counts and followed_by_viewer right, idempotently', async () => {
    const ana = await member();
    const bob = await member();
    const first = await follow(ana.token, bob.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ user: bob.id, followed_by_viewer: true, followers_count: 1 });
    const again = await follow(ana.token, bob.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().followers_count).toBe(1);

    expect((await profile(bob.id, ana.token)).json()).toMatchObject({
      followers_count: 1,
      follows_count: 0,
      followed_by_viewer: true,
    });
    expect((await profile(bob.id)).json()).toMatchObject({ followers_count: 1, followed_by_viewer: false });
    expect((await profile(ana.id, bob.token)).json()).toMatchObject({
      followers_count: 0,
      follows_count: 1,
      followed_by_viewer: false,
    });
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(ana.token) })).json().data).toMatchObject({
      follows_count: 1,
      followers_count: 0,
    });
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(bob.token) })).json().data).toMatchObject({
      follows_count: 0,
      followers_count: 1,
    });

    const followers = (
      await ctx.app.inject({ url: `${USERS}/${bob.id}/follower`, headers: auth(ana.token) })
    ).json() as Page;
    expect(followers).toEqual({
      results: [
        expect.objectContaining({
          id: ana.id,
          user_id: ana.id,
          first_name: '',
          user_types: [],
          followed_by_viewer: false,
        }),
      ],
      next: null,
    });
    const following = (
      await ctx.app.inject({ url: `${USERS}/${ana.id}/following`, headers: auth(ana.token) })
    ).json() as Page;
    expect(following.results.map((card) => [card.id, card.followed_by_viewer])).toEqual([[bob.id, true]]);
    expect(Object.keys(following.results[0]!).sort()).toEqual([
      'first_name',
      'followed_by_viewer',
      'id',
      'last_name',
      'profile_picture',
      'user_id',
      'user_types',
      'username',
    ]);

    const removed = await unfollow(ana.token, bob.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ user: bob.id, followed_by_viewer: false, followers_count: 0 });
    expect((await unfollow(ana.token, bob.id)).statusCode).toBe(200);
    expect((await profile(bob.id, ana.token)).json()).toMatchObject({ followers_count: 0, followed_by_viewer: false });
    expect((await profile(ana.id)).json().follows_count).toBe(0);
  });

  it('keeps one follow when the same follow is sent many times at once', async () => {
    const ana = await member();
    const bob = await member();
    const results = await Promise.all(Array.from({ length: 8 }, () => follow(ana.token, bob.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await profile(bob.id)).json().followers_count).toBe(1);
  });

  it('refuses following oneself naming `user`, a malformed id, an anonymous caller and an unconfirmed address', async () => {
    const ana = await member();
    const self = await follow(ana.token, ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 400, errno: 109, details: [{ location: 'body', name: 'user' }] });
    const malformed = await follow(ana.token, 'jo_bakes');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].name).toBe('user');
    expect(
      (await ctx.app.inject({ method: 'POST', url: FOLLOW, headers: auth(ana.token), payload: {} })).json().details[0]
        .name,
    ).toBe('user');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${FOLLOW}/nope`, headers: auth(ana.token) })).json().details[0]
        .name,
    ).toBe('user_id');

    const anonymous = await ctx.app.inject({ method: 'POST', url: FOLLOW, payload: { user: ana.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, errno: 104 });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${FOLLOW}/${ana.id}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `${USERS}/${ana.id}`, headers: auth('dead-token') })).statusCode).toBe(401);

    const unconfirmed = await member({ validated: false });
    const refused = await follow(unconfirmed.token, ana.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, errno: 121 });
    expect((await profile(ana.id)).json().followers_count).toBe(0);
  });

  it('pages 25 followers by 20, newest first, with a working next URL and nothing repeated', async () => {
    const star = await member();
    const fans = await quietMembers(25, `fan_${engine}`);
    // One statement: every follow has the same time, so the member id alone orders them.
    await ctx.db.db
      .insertInto('user_follows')
      .values(fans.map((fan) => ({ follower_id: fan.id, followed_id: star.id })))
      .execute();
    const pages = await allPages(`${USERS}/${star.id}/follower`);
    expect(pages.map((page) => page.results.length)).toEqual([20, 5]);
    expect(new URL(pages[0]!.next!).searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const ids = pages.flatMap((page) => page.results.map((card) => card.id));
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual(
      fans
        .map((fan) => fan.id)
        .sort()
        .reverse(),
    );
    expect((await profile(star.id)).json().followers_count).toBe(25);

    const small = await allPages(`${USERS}/${star.id}/follower?page_size=10`);
    expect(small.map((page) => page.results.length)).toEqual([10, 10, 5]);
    expect(small[0]!.next).toContain('page_size=10');
  });

  it('pages whom a member follows, newest first, unshaken by follows added meanwhile', async () => {
    const reader = await member();
    const authors = await quietMembers(26, `author_${engine}`);
    for (const author of authors.slice(0, 25)) expect((await follow(reader.token, author.id)).statusCode).toBe(201);
    const first = (
      await ctx.app.inject({ url: `${USERS}/${reader.id}/following`, headers: auth(reader.token) })
    ).json() as Page;
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.id).toBe(authors[24]!.id);
    expect(first.results.every((card) => card.followed_by_viewer)).toBe(true);
    // A follow between two pages lands at the head of the list, not on the next page.
    await follow(reader.token, authors[25]!.id);
    const second = (await ctx.app.inject({ url: relative(first.next!), headers: auth(reader.token) })).json() as Page;
    expect(second.next).toBeNull();
    expect([...first.results, ...second.results].map((card) => card.id)).toEqual(
      authors
        .slice(0, 25)
        .map((a) => a.id)
        .reverse(),
    );
    expect((await profile(reader.id)).json().follows_count).toBe(26);
  });

  it('refuses a cursor it did not hand out and a page size above 50, naming them', async () => {
    const { id } = await member();
    const bad = await ctx.app.inject(`${USERS}/${id}/follower?cursor=bm90LWEtY3Vyc29y`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errno: 107, details: [{ location: 'querystring', name: 'cursor' }] });
    expect((await ctx.app.inject(`${USERS}/${id}/following?page_size=51`)).json().details[0].name).toBe('page_size');
  });

  it('removes every follow of a deleted account', async () => {
    const leaving = await member();
    const staying = await member();
    await follow(leaving.token, staying.id);
    await follow(staying.token, leaving.id);
    expect((await profile(staying.id)).json()).toMatchObject({ followers_count: 1, follows_count: 1 });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(leaving.token),
      payload: { email: leaving.email },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(staying.id)).json()).toMatchObject({ followers_count: 0, follows_count: 0 });
    expect((await ctx.app.inject(`${USERS}/${staying.id}/follower`)).json()).toEqual({ results: [], next: null });
    expect((await profile(leaving.id)).json().message).toBe(NOT_FOUND);
    const left = await ctx.db.db
      .selectFrom('user_follows')
      .selectAll()
      .where((eb) => eb.or([eb('follower_id', '=', leaving.id), eb('followed_id', '=', leaving.id)]))
      .execute();
    expect(left).toEqual([]);
  });

  it('seeds the demo profiles once, public, following each other, and impossible to log in as', async () => {
    expect(await seedDemoProfiles(ctx.db.db)).toBe(DEMO_PROFILES.length);
    expect(await seedDemoProfiles(ctx.db.db)).toBe(0);
    const lucie = (await profile('chef_lucie')).json();
    expect(lucie).toMatchObject({
      username: 'chef_lucie',
      user_types: ['miamo-staff', 'creator'],
      followers_count: 2,
      follows_count: 1,
    });
    expect(lucie.biography).toMatch(/^[A-Z].+\.$/);
    expect((await profile('tom_teste')).json()).toMatchObject({ user_types: ['tester'], follows_count: 2 });
    expect((await profile('nina_atelier')).json()).toMatchObject({ user_types: ['animator'], followers_count: 2 });
    const rows = await ctx.db.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'email_validated_at'])
      .where('username', '=', 'chef_lucie')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash).toBeNull();
    expect(rows[0]!.email_validated_at).not.toBeNull();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/email/login',
          payload: { email: rows[0]!.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists the community routes in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        `${USERS}/{userId}`,
        `${USERS}/{userId}/follower`,
        `${USERS}/{userId}/following`,
        FOLLOW,
        `${FOLLOW}/{user_id}`,
      ]),
    );
    expect(Object.keys(paths[FOLLOW]!.post as object)).toContain('responses');
  });
});

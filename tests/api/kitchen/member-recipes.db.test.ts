import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { apiConfig } from '../../../server/config';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, PUBLIC_URL, freshDb, testApp } from '../engines';
import { PASSWORD, auth, signUp } from '../members';

const FAVOURITE = (id: string) => `/v1/buckets/default/collections/saved-recipes/records/${id}`;

describe.each(ENGINES)('favourites, history and books on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const bookQr = randomUUID();

  beforeAll(async () => {
    ctx = await testApp(engine);
    const recipes = Array.from({ length: 30 }, (_, i) => contentRecipe(`dish-${i}`));
    recipes.push(
      contentRecipe('book-dish', { access_mode: 'book' }),
      contentRecipe('premium-dish', { access_mode: 'premium' }),
    );
    await seedRecipes(ctx.db.db, recipes);
    await ctx.db.db.insertInto('books').values({ id: 'kids-book', title: 'Kids book' }).execute();
    await ctx.db.db.insertInto('book_recipes').values({ book_id: 'kids-book', recipe_id: 'book-dish' }).execute();
    await ctx.db.db.insertInto('book_qrcodes').values({ uuid: bookQr, book_id: 'kids-book' }).execute();
    await ctx.db.db.insertInto('plain_qrcodes').values({ shortcode: 'promo1', target: '/fr/recettes/kids/' }).execute();
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', FAVOURITE('dish-1')],
    ['PUT', FAVOURITE('dish-1')],
    ['DELETE', FAVOURITE('dish-1')],
    ['GET', '/v1/saved-recipes'],
    ['GET', '/v1/buckets/default/collections/saved-recipes/records'],
    ['GET', '/v1/views/recipes'],
    ['PUT', '/v1/views/recipes/dish-1'],
    ['POST', '/v1/buckets/default/collections/unlocked-recipes/records'],
    ['GET', '/v1/buckets/default/collections/unlocked-recipes/records'],
    ['GET', '/v1/profile'],
    ['PATCH', '/v1/profile'],
    ['POST', '/v1/profile/picture'],
    ['DELETE', '/v1/profile/picture'],
    ['DELETE', '/v1/profile'],
    ['POST', '/v1/profile/email'],
    ['POST', '/v1/email-validation/send'],
  ] as const)('%s %s is a 401 for an anonymous caller', async (method, url) => {
    const payload = url.endsWith('/unlocked-recipes/records')
      ? { data: { qrcode: bookQr } }
      : method === 'PATCH'
        ? { data: { first_name: 'X' } }
        : method === 'DELETE' && url === '/v1/profile'
          ? { email: 'a@b.co' }
          : url.endsWith('/email')
            ? { email: 'a@b.co' }
            : undefined;
    const res = await ctx.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, errno: 104 });
  });

  it('adds, checks and removes a favourite with Kinto status codes, per member', async () => {
    const ana = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    expect((await ctx.app.inject({ url: FAVOURITE('dish-1'), headers: auth(ana.token) })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: FAVOURITE('dish-1'),
          headers: auth(ana.token),
          payload: { data: {} },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: FAVOURITE('dish-1'), headers: auth(ana.token) })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: FAVOURITE('dish-1'), headers: auth(ana.token) })).json().data.id).toBe(
      'dish-1',
    );
    // Another member's favourites are not visible, nor removable.
    expect((await ctx.app.inject({ url: FAVOURITE('dish-1'), headers: auth(bob.token) })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: FAVOURITE('dish-1'), headers: auth(bob.token) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: FAVOURITE('dish-1'), headers: auth(ana.token) })).json().data,
    ).toMatchObject({ id: 'dish-1', deleted: true });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: FAVOURITE('dish-1'), headers: auth(ana.token) })).statusCode,
    ).toBe(404);
  });

  it('refuses a favourite of an unknown recipe and a malformed id', async () => {
    const { token } = await signUp(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: FAVOURITE('no-such-dish'), headers: auth(token) })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ method: 'PUT', url: FAVOURITE('bad%20id'), headers: auth(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].name).toBe('recipeId');
    const body = await ctx.app.inject({
      method: 'PUT',
      url: FAVOURITE('dish-2'),
      headers: auth(token),
      payload: { data: { id: 7 } },
    });
    expect(body.statusCode).toBe(400);
  });

  it('keeps every favourite of concurrent writes', async () => {
    const { token } = await signUp(ctx.app);
    const ids = Array.from({ length: 30 }, (_, i) => `dish-${i}`);
    const results = await Promise.all(
      [...ids, ...ids].map((id) => ctx.app.inject({ method: 'PUT', url: FAVOURITE(id), headers: auth(token) })),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(30);
    const first = (await ctx.app.inject({ url: '/v1/saved-recipes?page_size=20', headers: auth(token) })).json();
    expect(first.count).toBe(30);
    expect(first.data).toHaveLength(20);
    const second = (
      await ctx.app.inject({ url: new URL(first.next).pathname + new URL(first.next).search, headers: auth(token) })
    ).json();
    expect(second.data).toHaveLength(10);
    expect(second.next).toBeNull();
    expect(
      (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.count_recipes_favorites,
    ).toBe(30);
  });

  it('lists favourites in the records protocol: pages, sort, filters, ETag and 304, per member', async () => {
    const { token } = await signUp(ctx.app);
    const LIST = '/v1/buckets/default/collections/saved-recipes/records';
    const list = (query = '', headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `${LIST}${query}`, headers: { ...auth(token), ...headers } });
    const empty = await list();
    expect(empty.json()).toEqual({ data: [] });
    expect(empty.headers.etag).toBe('"0"');
    for (const id of ['dish-1', 'dish-2', 'dish-3'])
      await ctx.app.inject({ method: 'PUT', url: FAVOURITE(id), headers: auth(token) });

    const first = await list('?_limit=2');
    expect(first.json().data.map((r: { id: string }) => r.id)).toEqual(['dish-3', 'dish-2']);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const next = new URL(first.headers['next-page'] as string);
    expect(next.origin).toBe(PUBLIC_URL);
    const second = await ctx.app.inject({ url: next.pathname + next.search, headers: auth(token) });
    expect(second.json().data.map((r: { id: string }) => r.id)).toEqual(['dish-1']);
    expect(second.headers['next-page']).toBeUndefined();
    expect((await list('?_sort=id&_fields=id')).json().data.map((r: { id: string }) => r.id)).toEqual([
      'dish-1',
      'dish-2',
      'dish-3',
    ]);
    expect((await list('?not_id=dish-2')).json().data).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'HEAD', url: `${LIST}?in_id=dish-1,dish-9`, headers: auth(token) })).headers[
        'total-records'
      ],
    ).toBe('1');
    expect((await list('?colour=red')).json().details[0]).toMatchObject({
      name: 'colour',
      description: 'Unknown filter field',
    });
    expect((await list('?q=tarte')).statusCode).toBe(400);

    // The ETag is the newest change, removals included: a 304 until something changes.
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${first.json().data[0].last_modified}"`);
    expect((await list('', { 'if-none-match': etag })).statusCode).toBe(304);
    const removed = await ctx.app.inject({ method: 'DELETE', url: FAVOURITE('dish-1'), headers: auth(token) });
    expect(`"${removed.json().data.last_modified}"`).not.toBe(etag);
    const after = await list('', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"${removed.json().data.last_modified}"`);
    // The numbered pages the site reads are the same favourites.
    expect((await ctx.app.inject({ url: '/v1/saved-recipes', headers: auth(token) })).json().data).toEqual(
      after.json().data,
    );
  });

  it('records viewed recipes, most recent first', async () => {
    const { token } = await signUp(ctx.app);
    for (const id of ['dish-3', 'dish-4', 'dish-3']) {
      expect(
        (await ctx.app.inject({ method: 'PUT', url: `/v1/views/recipes/${id}`, headers: auth(token) })).statusCode,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const views = (await ctx.app.inject({ url: '/v1/views/recipes', headers: auth(token) })).json().data;
    expect(views.map((v: { id: string }) => v.id)).toEqual(['dish-3', 'dish-4']);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/v1/views/recipes/unknown', headers: auth(token) })).statusCode,
    ).toBe(404);
  });

  it('unlocks a book by its QR code for the scanning member only', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const record = (token?: string) =>
      ctx.app.inject({
        url: '/v1/buckets/fr/collections/recipes/records/book-dish',
        headers: token ? auth(token) : {},
      });
    expect((await record(owner.token)).json().data.steps).toBeUndefined();
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: '/v1/buckets/default/collections/unlocked-recipes/records',
      headers: auth(owner.token),
      payload: { data: { qrcode: bookQr } },
    });
    expect(unlock.json().data).toMatchObject({ id: 'kids-book', title: 'Kids book', recipes: ['book-dish'] });
    const unlocked = (
      await ctx.app.inject({
        url: '/v1/buckets/default/collections/unlocked-recipes/records',
        headers: auth(owner.token),
      })
    ).json().data;
    expect(unlocked.map((r: { id: string; recipes: string[] }) => [r.id, r.recipes])).toEqual([
      ['kids-book', ['book-dish']],
    ]);
    const projected = await ctx.app.inject({
      url: '/v1/buckets/default/collections/unlocked-recipes/records?_fields=title&title=Kids book',
      headers: auth(owner.token),
    });
    expect(projected.json().data).toEqual([
      { id: 'kids-book', title: 'Kids book', last_modified: unlocked[0].last_modified },
    ]);
    expect(projected.headers.etag).toBe(`"${unlocked[0].last_modified}"`);
    expect((await record(owner.token)).json().data).toMatchObject({
      locked: false,
      steps: [{ description: 'Cook the eggs.' }],
    });
    expect((await record(other.token)).json().data.steps).toBeUndefined();
    expect((await record()).json().data.ingredients).toBeUndefined();
    // The book does not open premium recipes.
    expect(
      (
        await ctx.app.inject({
          url: '/v1/buckets/fr/collections/recipes/records/premium-dish',
          headers: auth(owner.token),
        })
      ).json().data.locked,
    ).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/buckets/default/collections/unlocked-recipes/records',
          headers: auth(owner.token),
          payload: { data: { qrcode: randomUUID() } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/v1/book-qrcodes/not-a-uuid', headers: auth(owner.token) })).json().details[0].name,
    ).toBe('uuid');
  });

  it('opens premium recipes to a member whose subscription runs, in lists too', async () => {
    const member = await signUp(ctx.app);
    const userId = (await ctx.app.inject({ url: '/v1/profile', headers: auth(member.token) })).json().data.id;
    const list = async () =>
      (
        await ctx.app.inject({
          url: '/v1/buckets/de/collections/recipes/records?access_mode=premium',
          headers: auth(member.token),
        })
      ).json().data[0];
    expect((await list()).ingredients).toBeUndefined();
    await ctx.db.db
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        user_id: userId,
        product_id: 'monthly',
        type: 'monthly',
        platform: 'test',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect((await list()).ingredients).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(member.token) })).json().data.is_premium).toBe(
      true,
    );
  });

  it('answers plain QR codes with their target', async () => {
    expect((await ctx.app.inject('/v1/plain-qrcodes/promo1')).json().data).toEqual({
      shortcode: 'promo1',
      target: '/fr/recettes/kids/',
    });
    expect((await ctx.app.inject('/v1/plain-qrcodes/nope')).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('turns away an 11th login a minute from one client', async () => {
    const db = await freshDb('pglite');
    const app = await buildApp({
      config: apiConfig({ publicUrl: PUBLIC_URL }),
      db,
      images: '/tmp/miamo-rate-limit-images',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/v1/email/login',
            payload: { email: `x${i}@example.com`, password: PASSWORD },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    await app.close();
    await db.close();
  });

  it('slows guesses at one address from one client, but not the member on their own device', async () => {
    const db = await freshDb('pglite');
    const app = await buildApp({
      config: apiConfig({ publicUrl: PUBLIC_URL, authRateLimit: 1000 }),
      db,
      images: '/tmp/miamo-rate-limit-images',
    });
    const { email } = await signUp(app);
    const login = (password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/v1/email/login', remoteAddress, payload: { email, password } });
    for (let i = 0; i < 12; i++) expect((await login(PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await login('Wrong!2026x', '10.6.6.6')).statusCode);
    // Five free tries, then the guessing client must wait (a delay, not a block).
    expect(guesses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(guesses[5]).toBe(429);
    expect((await login(PASSWORD, '10.6.6.6')).statusCode).toBe(429);
    expect((await login(PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    await app.close();
    await db.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';

describe.each(ENGINES)('API foundation on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    const recipes = Array.from({ length: 5 }, (_, i) => contentRecipe(`dish-${i}`));
    recipes.push(contentRecipe('locked-dish', { access_mode: 'premium' }));
    await seedRecipes(ctx.db.db, recipes);
  });
  afterAll(() => ctx.close());

  it('answers server info at /v1/', async () => {
    const res = await ctx.app.inject('/v1/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ project_name: 'miamo', url: `${PUBLIC_URL}/v1/` });
  });

  it('reports the health of each dependency, and the process alone to load balancers', async () => {
    const res = await ctx.app.inject('/v1/__heartbeat__');
    expect(res.statusCode).toBe(200);
    // No Redis and no SMTP here: null, not false.
    expect(res.json()).toEqual({
      database: true,
      engine,
      redis: null,
      storage: true,
      mail: null,
      mail_unsent: 0,
      mail_oldest_unsent_seconds: null,
    });
    const lb = await ctx.app.inject('/v1/__lbheartbeat__');
    expect([lb.statusCode, lb.json()]).toEqual([200, {}]);
  });

  it('answers an unknown route with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject('/v1/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errno: 111, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/openapi.json',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect([400, 404]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json()).toMatchObject({ errno: 106, details: [{ name: 'body' }] });
  });

  it('lists a locale bucket page by page through an absolute Next-Page', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/v1/buckets/fr/collections/recipes/records?_limit=2';
    let pages = 0;
    while (url) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((r: { id: string; language: string }) => `${r.id}:${r.language}`));
      const next = res.headers['next-page'] as string | undefined;
      if (next) expect(next.startsWith(`${PUBLIC_URL}/v1/buckets/fr/`)).toBe(true);
      url = next?.slice(PUBLIC_URL.length);
      pages++;
    }
    expect(pages).toBe(3);
    // Counting is Kinto's HEAD, after filters.
    const head = await ctx.app.inject({ method: 'HEAD', url: '/v1/buckets/fr/collections/recipes/records' });
    expect(head.headers['total-records']).toBe('6');
    expect(head.body).toBe('');
    expect(new Set(seen).size).toBe(6);
    expect(seen.every((key) => key.endsWith(':fr'))).toBe(true);
  });

  it('shares records between locales of one language', async () => {
    const gb = await ctx.app.inject('/v1/buckets/en-gb/collections/recipes/records');
    const us = await ctx.app.inject('/v1/buckets/en-us/collections/recipes/records');
    expect(gb.json()).toEqual(us.json());
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject('/v1/buckets/de/collections/recipes/records');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const again = await ctx.app.inject({
      url: '/v1/buckets/de/collections/recipes/records',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the steps and ingredients of a locked recipe out of public answers', async () => {
    const res = await ctx.app.inject('/v1/buckets/it/collections/recipes/records/locked-dish');
    const { data } = res.json();
    expect(data).toMatchObject({ id: 'locked-dish', access_mode: 'premium', locked: true });
    expect(data.steps).toBeUndefined();
    expect(data.ingredients).toBeUndefined();
    const free = (await ctx.app.inject('/v1/buckets/it/collections/recipes/records/dish-1')).json().data;
    expect(free.steps).toHaveLength(1);
  });

  it.each([
    ['/v1/buckets/fr/collections/recipes/records?_limit=100000', '_limit'],
    ['/v1/buckets/fr/collections/recipes/records?_limit=abc', '_limit'],
    ['/v1/buckets/fr/collections/recipes/records?has_nothing=true', 'has_nothing'],
    ['/v1/buckets/fr/collections/recipes/records?_token=garbage', '_token'],
    ['/v1/buckets/nl/collections/recipes/records', 'bucket'],
    ['/v1/buckets/fr/collections/recipes/records/bad%20id', 'id'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, error: 'Invalid parameters' });
    expect(body.details[0].name).toBe(field);
    expect(body.message).toContain(field);
  });

  it('answers an unknown record with 404 and its id', async () => {
    const res = await ctx.app.inject('/v1/buckets/fr/collections/recipes/records/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errno: 110, details: { id: 'nope', resource_name: 'record' } });
  });

  it('publishes an OpenAPI document of its routes', async () => {
    const doc = (await ctx.app.inject('/v1/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/',
        '/v1/__heartbeat__',
        '/v1/buckets/{bucket}/collections/recipes/records',
        '/v1/buckets/{bucket}/collections/recipes/records/{id}',
      ]),
    );
  });
});

describe('the anonymous catalogue micro-cache', () => {
  it('reuses an anonymous answer within its time, never a member one', async () => {
    const ctx = await testApp('pglite', { catalogueCacheMs: 60_000 });
    try {
      await seedRecipes(ctx.db.db, [contentRecipe('first')]);
      const url = '/v1/buckets/fr/collections/recipes/records';
      const before = await ctx.app.inject(url);
      await seedRecipes(ctx.db.db, [contentRecipe('second')]);
      const cached = await ctx.app.inject(url);
      expect(cached.body).toBe(before.body);
      expect(cached.headers.etag).toBe(before.headers.etag);
      const revalidated = await ctx.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
      const { token } = await signUp(ctx.app);
      const member = await ctx.app.inject({ url, headers: auth(token) });
      expect(member.json().data.map((r: { id: string }) => r.id)).toEqual(['second', 'first']);
    } finally {
      await ctx.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from './engines';
import { auth, signUp } from './members';
import { memberWithRole } from './staff';

const recipe = (overrides: Record<string, unknown> = {}) => ({
  url_slug: 'tarte-du-jour',
  vertical: 'daily',
  category: 'dessert',
  origin: 'france',
  diets: ['vegetarian'],
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 15,
  cooking_time: 30,
  title: 'Tarte du jour',
  subtitle: 'Sortie du four ce matin',
  ingredients: [{ ingredient: 'apple', name: 'pommes', quantity: 4, unit: 'piece' }],
  steps: [{ description: 'Coupe les pommes.', ingredients: ['apple'] }],
  ...overrides,
});

describe.each(ENGINES)('publishing recipes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let staff: string;
  let member: string;
  const count = async () => Number((await ctx.db.db.selectFrom('recipes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const post = (data: unknown, token?: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/buckets/fr/collections/recipes/records', headers: token ? auth(token) : {}, payload: { data } });

  beforeAll(async () => {
    ctx = await testApp(engine);
    // Granted the staff role and logged in with a TOTP code, as the roles command enrols them.
    staff = (await memberWithRole(ctx, 'staff')).token;
    member = (await signUp(ctx.app)).token;
  });
  afterAll(() => ctx.close());

  it('refuses anonymous callers (401) and members who are not staff (403)', async () => {
    expect((await post(recipe())).statusCode).toBe(401);
    const res = await post(recipe(), member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errno: 121 });
    expect(await count()).toBe(0);
  });

  it('publishes a staff recipe, listed at once in its language', async () => {
    const res = await post(recipe(), staff);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ url_slug: 'tarte-du-jour', language: 'fr', total_time: 45, locked: false });
    const listed = (await ctx.app.inject('/v1/buckets/fr/collections/recipes/records?url_slug=tarte-du-jour')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].steps).toEqual([{ description: 'Coupe les pommes.', ingredients: ['apple'], picture: null }]);
  });

  it.each([
    [{ steps: Array.from({ length: 7 }, () => ({ description: 'Encore.' })) }, 'data.steps'],
    [{ url_slug: 'kids' }, 'data.url_slug'],
    [{ numberOfPeople: 0 }, 'data.numberOfPeople'],
    [{ ingredients: [] }, 'data.ingredients'],
    [{ steps: [{ description: 'Ajoute le sucre.', ingredients: ['sugar'] }] }, 'data.steps'],
    [{ url_slug: 'tarte-du-jour' }, 'data.url_slug'],
  ])('refuses %j naming %s, writing nothing', async (change, field) => {
    const before = await count();
    const res = await post(recipe({ ...change, ...('url_slug' in change ? {} : { url_slug: 'autre-tarte' }) }), staff);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.stringify(res.json().details)).toContain(field.replace('data.', ''));
    expect(await count()).toBe(before);
  });

  it('refuses a step written with `text`, the name before `description`, naming it', async () => {
    const before = await count();
    const res = await post(recipe({ url_slug: 'x-text', steps: [{ text: 'Coupe les pommes.', ingredients: ['apple'] }] }), staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ location: 'body', name: 'data.steps.0.text' }));
    expect(await count()).toBe(before);
  });

  it('refuses unknown fields and wrong types, naming them', async () => {
    const unknown = await post(recipe({ url_slug: 'x-1', is_featured: true }), staff);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().details)).toContain('is_featured');
    const wrong = await post(recipe({ url_slug: 'x-2', preparation_time: 'long' }), staff);
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().details)).toContain('preparation_time');
  });
});

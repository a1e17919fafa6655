import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../../src/core/contract/recipes';
import { publishRecipe } from '../../../server/services/recipe-writer';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';
import { memberWithRole } from '../staff';

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
  /** What the server asked the static site to rebuild for. */
  const siteChanges: string[] = [];
  const count = async () =>
    Number(
      (
        await ctx.db.db
          .selectFrom('recipes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (data: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/buckets/fr/collections/recipes/records',
      headers: token ? auth(token) : {},
      payload: { data },
    });

  beforeAll(async () => {
    ctx = await testApp(engine, { siteChanged: (reason) => siteChanges.push(reason) });
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
    expect(siteChanges).toEqual([]);
  });

  it('publishes a staff recipe, listed at once in its language, and asks for its static page', async () => {
    const res = await post(recipe(), staff);
    expect(res.statusCode).toBe(201);
    expect(siteChanges).toEqual(['recipe fr/tarte-du-jour']);
    expect(res.json().data).toMatchObject({ url_slug: 'tarte-du-jour', language: 'fr', total_time: 45, locked: false });
    const listed = (await ctx.app.inject('/v1/buckets/fr/collections/recipes/records?url_slug=tarte-du-jour')).json()
      .data;
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
    const changes = siteChanges.length;
    const res = await post(recipe({ ...change, ...('url_slug' in change ? {} : { url_slug: 'autre-tarte' }) }), staff);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.stringify(res.json().details)).toContain(field.replace('data.', ''));
    expect(await count()).toBe(before);
    expect(siteChanges).toHaveLength(changes);
  });

  it('refuses a step written with `text`, the name before `description`, naming it', async () => {
    const before = await count();
    const res = await post(
      recipe({ url_slug: 'x-text', steps: [{ text: 'Coupe les pommes.', ingredients: ['apple'] }] }),
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ location: 'body', name: 'data.steps.0.text' }));
    expect(await count()).toBe(before);
  });

  it('gives concurrent publishes in one language distinct, increasing timestamps', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(recipe({ url_slug: `tarte-${i}`, title: `Tarte ${i}` }), staff)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const stamps: number[] = answers.map((answer) => answer.json().data.last_modified);
    expect(new Set(stamps).size).toBe(10);
    const list = await ctx.app.inject({ method: 'HEAD', url: '/v1/buckets/fr/collections/recipes/records' });
    expect(list.headers.etag).toBe(`"${Math.max(...stamps)}"`);

    // One clock reading for all: the language's lock still hands out one timestamp after another.
    const now = Math.max(...stamps) + 60_000;
    const inputs = Array.from({ length: 10 }, (_, i) => recipe({ url_slug: `same-clock-${i}` }) as RecipeInput);
    const published = await Promise.all(inputs.map((input) => publishRecipe(ctx.db.db, 'fr', input, now)));
    const sameClock = published
      .map((result) => ('row' in result ? Number(result.row.last_modified) : NaN))
      .sort((a, b) => a - b);
    expect(sameClock).toEqual(Array.from({ length: 10 }, (_, i) => now + i));
    // Another language has its own collection timestamp.
    const english = await publishRecipe(ctx.db.db, 'en', recipe({ url_slug: 'same-clock-en' }) as RecipeInput, now);
    expect('row' in english && Number(english.row.last_modified)).toBe(now);
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

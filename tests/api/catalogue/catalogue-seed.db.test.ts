import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent, seedIfEmpty } from '../../../server/seed/seed';
import { recipesByIngredient } from '../../../src/build/page-plan';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';

const CONTENT = path.resolve(__dirname, '../../../content');
const content = readContent(CONTENT);

describe.each(ENGINES)('the seeded catalogue on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedIfEmpty(ctx.db.db, CONTENT);
  });
  afterAll(() => ctx.close());

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(ctx.db.db, CONTENT)).toBe(0);
  });

  it('lists every content recipe in French, with its pictures', async () => {
    const res = await ctx.app.inject(`/v1/buckets/fr/collections/recipes/records?_limit=200`);
    const { data } = res.json() as { data: { id: string; web_cover: string; title: string }[] };
    expect(data).toHaveLength(content.recipes.length);
    const first = data[0];
    expect(first!.web_cover).toBe(`/images/recipes/${first!.id}/cover.jpg`);
  });

  it('names categories, origins and ingredients in the asked language', async () => {
    const categories = (await ctx.app.inject('/v1/recipe-categories?lang=de')).json().data as {
      id: string;
      name: string;
      slug: string;
    }[];
    expect(categories).toContainEqual({ id: 'dessert', name: 'Desserts', slug: 'desserts' });
    const origins = (await ctx.app.inject('/v1/recipe-origins?lang=fr')).json().data;
    expect(origins).toContainEqual({ id: 'italy', name: 'Italie', slug: 'italie' });
    const ingredients = (
      await ctx.app.inject({ url: '/v1/ingredients', headers: { 'accept-language': 'es-MX' } })
    ).json().data;
    expect(ingredients.length).toBe(Object.keys(content.taxonomy.ingredient).length);
  });

  it("gives the build each recipe's ingredients in one read, the same lists as one filter an ingredient", async () => {
    const LIST = '/v1/buckets/de/collections/recipes/records';
    const records = (await ctx.app.inject(`${LIST}?_limit=500&_fields=id,locked,ingredients`)).json().data as {
      id: string;
      locked?: boolean;
      ingredients?: unknown[];
    }[];
    const res = await ctx.app.inject('/v1/buckets/de/collections/recipes/ingredient-keys');
    expect(res.statusCode).toBe(200);
    const keys = res.json().data as Record<string, string[]>;
    expect(Object.keys(keys).sort()).toEqual(records.map((record) => record.id).sort());
    // Locked recipes hide their ingredient lines, not which ingredients they use.
    const locked = records.find((record) => record.locked);
    expect(locked?.ingredients).toBeUndefined();
    expect(keys[locked!.id]!.length).toBeGreaterThan(0);

    const byIngredient = recipesByIngredient(records, keys);
    const ingredients = (await ctx.app.inject('/v1/ingredients?lang=de')).json().data as { id: string }[];
    const named = new Set(ingredients.map((term) => term.id));
    expect(
      Object.values(keys)
        .flat()
        .every((key) => named.has(key)),
    ).toBe(true);
    let compared = 0;
    for (const { id } of ingredients) {
      const filtered = (await ctx.app.inject(`${LIST}?_limit=500&_fields=id&contains_ingredients=${id}`)).json()
        .data as { id: string }[];
      expect(byIngredient[id] ?? [], id).toEqual(filtered.map((record) => record.id));
      compared += filtered.length;
    }
    expect(compared).toBeGreaterThan(records.length);

    const again = await ctx.app.inject({
      url: '/v1/buckets/de/collections/recipes/ingredient-keys',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses an unknown language parameter naming it', async () => {
    const res = await ctx.app.inject('/v1/ingredients?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 107, details: [{ name: 'lang' }] });
  });

  it("unlocks the book's recipes with a copy's printed QR code", async () => {
    const book = content.books[0];
    const member = await signUp(ctx.app);
    const recipeId = book!.recipes[0];
    const locked = (
      await ctx.app.inject({
        url: `/v1/buckets/en-us/collections/recipes/records/${recipeId}`,
        headers: auth(member.token),
      })
    ).json().data;
    expect(locked).toMatchObject({ locked: true });
    expect(locked).not.toHaveProperty('steps');
    // A copy's code is only in the database (and the printer's list), never in content.
    const copy = await ctx.db.db
      .selectFrom('book_qrcodes')
      .select('uuid')
      .where('book_id', '=', book!.id)
      .executeTakeFirstOrThrow();
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/buckets/default/collections/unlocked-recipes/records',
      headers: auth(member.token),
      payload: { data: { qrcode: copy.uuid } },
    });
    const open = (
      await ctx.app.inject({
        url: `/v1/buckets/en-us/collections/recipes/records/${recipeId}`,
        headers: auth(member.token),
      })
    ).json().data;
    expect(open.locked).toBe(false);
    expect(open.steps.length).toBeGreaterThan(0);
  });
});

import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/seed/seed';
import { SUGGESTIONS_PER_MINUTE } from '../../../server/routes/search-suggestions';
import { ENGINES, testApp } from '../engines';

const CONTENT = path.resolve(__dirname, '../../../content');

describe.each(ENGINES)('search suggestions on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const suggest = async (query: string) => {
    const response = await ctx.app.inject(`/v1/search-suggestions?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedIfEmpty(ctx.db.db, CONTENT);
  });
  afterAll(() => ctx.close());

  it('offers recipes by their titles, ingredients and categories, in the language asked', async () => {
    const fr = await suggest('lang=fr&q=choc');
    expect(fr.recipes.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(['Fondants au chocolat cœur coulant']),
    );
    expect(fr.recipes.every((r: { title: string }) => /chocolat/i.test(r.title))).toBe(true);
    expect(fr.ingredients.map((i: { name: string }) => i.name)).toContain('Chocolat au lait');
    expect(fr.correction).toBeNull();
    // Accents ignored, a word inside the name found, English spelled in English.
    expect((await suggest('lang=fr&q=entree')).categories.map((c: { id: string }) => c.id)).toEqual(['starter']);
    const en = await suggest('lang=en-us&q=choc');
    expect(en.recipes.map((r: { url_slug: string }) => r.url_slug)).toContain('chocolate-chip-cookies');
    expect(en.recipes[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      url_slug: expect.any(String),
      vertical: expect.any(String),
    });
  });

  it('corrects a word no catalogue word starts with, and only then', async () => {
    expect((await suggest('lang=en&q=choclate')).correction).toBe('chocolate');
    expect((await suggest('lang=en&q=choclate cookis')).correction).toBe('chocolate cookies');
    expect((await suggest('lang=fr&q=tomatte')).correction).toBe('tomate');
    expect((await suggest('lang=en&q=chocolate')).correction).toBeNull();
    expect((await suggest('lang=en&q=zzqxj')).correction).toBeNull();
  });

  it('learns the words of a title changed, not of a counter bumped', async () => {
    await sql`update recipes set title = 'Quetzalcoatl pie' where id = 'shakshuka' and language = 'en'`.execute(
      ctx.db.db,
    );
    expect((await suggest('lang=en&q=quetzalcoatk')).correction).toBe('quetzalcoatl');
    const words = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from search_words`.execute(ctx.db.db)).rows[0]!.n);
    const before = await words();
    await sql`delete from search_words where word = 'quetzalcoatl'`.execute(ctx.db.db);
    await sql`update recipes set view_count = view_count + 1 where id = 'shakshuka'`.execute(ctx.db.db);
    expect(await words()).toBe(before - 1);
  });

  it('never offers the hidden ingredients of a premium recipe, as the search never finds them', async () => {
    // "paleron" is only in the premium beef bourguignon's ingredients.
    expect((await suggest('lang=fr&q=palerom')).correction).not.toBe('paleron');
    expect((await suggest('lang=fr&q=paleron')).correction).not.toBe('paleron');
    const recipes = await ctx.app.inject('/v1/buckets/fr/collections/recipes/records?q=paleron');
    expect(recipes.json().data).toEqual([]);
  });

  it('names the field of a query too short or too long, in the language asked', async () => {
    const short = await ctx.app.inject('/v1/search-suggestions?lang=fr&q=c');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('q');
    const long = await ctx.app.inject(`/v1/search-suggestions?lang=fr&q=${'a'.repeat(61)}`);
    expect(long.statusCode).toBe(400);
    // Punctuation alone is no word: nothing to suggest, nothing to correct.
    expect(await suggest('lang=fr&q=%21%21%21')).toEqual({
      recipes: [],
      ingredients: [],
      categories: [],
      creators: [],
      correction: null,
    });
  });

  it('is shared by every visitor for a minute, and limited per client', async () => {
    const response = await ctx.app.inject('/v1/search-suggestions?lang=fr&q=tar');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(String(response.headers.vary)).toContain('Accept-Language');
    const ask = () => ctx.app.inject({ url: '/v1/search-suggestions?lang=fr&q=zz', remoteAddress: '192.0.2.80' });
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import type { RecipeInput } from '../../../src/core/contract/recipes';
import { LANGUAGES } from '../../../src/core/locales/locales';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';

const LIST = '/v1/buckets/fr/collections/recipes/records';

function translated(
  id: string,
  fr: { title: string; ingredient: string; name: string },
  facts: Partial<RecipeInput> = {},
) {
  const recipe = contentRecipe(id, facts);
  for (const language of LANGUAGES) {
    recipe[language].ingredients = [{ ingredient: fr.ingredient, name: fr.name, quantity: 1, unit: 'piece' }];
    recipe[language].steps = [{ description: 'Cook the eggs.', ingredients: [fr.ingredient] }];
  }
  recipe.fr.title = fr.title;
  return recipe;
}

describe.each(ENGINES)('recipe filters, sorting and search on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const ids = async (query: string) =>
    ((await ctx.app.inject(`${LIST}?${query}`)).json().data as { id: string }[]).map((r) => r.id).sort();

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [
      translated(
        'creme-brulee',
        { title: 'Crème brûlée à la vanille', ingredient: 'cream', name: 'crème' },
        {
          vertical: 'original',
          diets: ['vegetarian', 'gluten-free'],
          preparation_time: 20,
          cooking_time: 40,
          resting_time: 120,
          has_video: true,
        },
      ),
      translated(
        'tomato-salad',
        { title: 'Salade de tomates', ingredient: 'tomato', name: 'tomates' },
        {
          vertical: 'light-and-fun',
          diets: ['vegan', 'healthy'],
          preparation_time: 10,
          cooking_time: 0,
          resting_time: 0,
        },
      ),
      translated(
        'tomato-tart',
        { title: 'Tarte fine aux tomates', ingredient: 'tomato', name: 'tomates' },
        {
          vertical: 'daily',
          diets: ['vegetarian'],
          preparation_time: 25,
          cooking_time: 30,
          resting_time: 0,
          has_video: true,
        },
      ),
      translated(
        'mojito',
        { title: 'Mojito', ingredient: 'mint', name: 'menthe' },
        {
          vertical: 'cocktails',
          diets: ['vegan'],
          preparation_time: 5,
          cooking_time: 0,
          resting_time: 0,
        },
      ),
    ]);
  });
  afterAll(() => ctx.close());

  it('filters by universe, diet, time, video, ingredient and title', async () => {
    expect(await ids('in_vertical=daily,cocktails')).toEqual(['mojito', 'tomato-tart']);
    expect(await ids('contains_diets=vegetarian')).toEqual(['creme-brulee', 'tomato-tart']);
    expect(await ids('contains_any_diets=healthy,gluten-free')).toEqual(['creme-brulee', 'tomato-salad']);
    expect(await ids('max_preparation_time=15')).toEqual(['mojito', 'tomato-salad']);
    expect(await ids('has_video=true')).toEqual(['creme-brulee', 'tomato-tart']);
    expect(await ids('contains_ingredients=tomato')).toEqual(['tomato-salad', 'tomato-tart']);
    expect(await ids('like_title=tarte*')).toEqual(['tomato-tart']);
    expect(await ids('not_vertical=original&max_preparation_time=20')).toEqual(['mojito', 'tomato-salad']);
    expect(await ids('vertical=original')).toEqual(['creme-brulee']);
  });

  it('sends a compressed list whole over HTTP, as the build reads it', async () => {
    const live = await testApp(engine, { listen: true, catalogueCacheMs: 60_000 });
    try {
      await seedRecipes(live.db.db, [contentRecipe('creme-brulee'), contentRecipe('mojito')]);
      // The first answer fills the micro-cache, the second comes from it.
      for (let round = 0; round < 2; round++) {
        const res = await fetch(`${live.url}${LIST}?_limit=500`, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(2);
      }
    } finally {
      await live.close();
    }
  });

  it('counts Total-Records after filters', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: `${LIST}?contains_diets=vegan` });
    expect(res.headers['total-records']).toBe('2');
  });

  it('sorts on any listed field and keeps pages consistent', async () => {
    const sorted = (await ctx.app.inject(`${LIST}?_sort=preparation_time`))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(sorted).toEqual(['mojito', 'tomato-salad', 'creme-brulee', 'tomato-tart']);
    const first = await ctx.app.inject(`${LIST}?_sort=-preparation_time&_limit=3`);
    const next = new URL(first.headers['next-page'] as string);
    const second = await ctx.app.inject(next.pathname + next.search);
    const paged = [...first.json().data, ...second.json().data].map((r: { id: string }) => r.id);
    expect(paged).toEqual(['tomato-tart', 'creme-brulee', 'tomato-salad', 'mojito']);
    expect(second.headers['next-page']).toBeUndefined();
  });

  it('projects _fields, always with id and last_modified', async () => {
    const [record] = (await ctx.app.inject(`${LIST}?_fields=title&vertical=cocktails`)).json().data;
    expect(Object.keys(record).sort()).toEqual(['id', 'last_modified', 'title']);
  });

  it('searches in the bucket language, ignoring accents, by word prefix, ranked', async () => {
    expect(await ids('q=creme')).toEqual(['creme-brulee']);
    expect(await ids('q=BRULEE vanil')).toEqual(['creme-brulee']);
    expect(await ids('q=tom')).toEqual(['tomato-salad', 'tomato-tart']);
    expect(await ids('q=tomate&has_video=true')).toEqual(['tomato-tart']);
    expect(await ids('q=pizza')).toEqual([]);
    // The title weighs more than the ingredients: the tart and the salad both hold tomatoes.
    const ranked = (await ctx.app.inject(`${LIST}?q=tarte tomates`)).json().data.map((r: { id: string }) => r.id);
    expect(ranked[0]).toBe('tomato-tart');
  });

  it('finds a locked recipe by its title but never by the names of its hidden ingredients', async () => {
    await seedRecipes(ctx.db.db, [
      translated(
        'saffron-rice',
        { title: 'Riz doré', ingredient: 'saffron', name: 'safran de Navarre' },
        {
          access_mode: 'premium',
        },
      ),
      { ...translated('saffron-milk', { title: 'Lait doré', ingredient: 'saffron', name: 'safran de Navarre' }) },
    ]);
    expect(await ids('q=navarre')).toEqual(['saffron-milk']);
    expect(await ids('q=riz%20dore')).toEqual(['saffron-rice']);
    await ctx.db.db.deleteFrom('recipes').where('id', 'in', ['saffron-rice', 'saffron-milk']).execute();
  });

  it('stamps concurrent seeds apart in each language, after every record already there', async () => {
    const etag = async () =>
      Number(String((await ctx.app.inject({ method: 'HEAD', url: LIST })).headers.etag).replace(/"/g, ''));
    const before = await etag();
    const batch = (name: string) => [contentRecipe(`${name}-1`), contentRecipe(`${name}-2`)];
    await Promise.all([seedRecipes(ctx.db.db, batch('batch-a')), seedRecipes(ctx.db.db, batch('batch-b'))]);
    const rows = await ctx.db.db
      .selectFrom('recipes')
      .select(['language', 'last_modified'])
      .where('id', 'like', 'batch-%')
      .execute();
    for (const language of LANGUAGES) {
      const stamps = rows.filter((row) => row.language === language).map((row) => Number(row.last_modified));
      expect(new Set(stamps).size).toBe(4);
      expect(Math.min(...stamps)).toBeGreaterThan(before);
    }
    expect(await etag()).toBe(
      Math.max(...rows.filter((row) => row.language === 'fr').map((row) => Number(row.last_modified))),
    );
    await ctx.db.db.deleteFrom('recipes').where('id', 'like', 'batch-%').execute();
  });

  it('has an index the planner uses for ingredient filters (search: search-ranking.db.test.ts)', async () => {
    const planOf = (query: ReturnType<typeof sql>) =>
      ctx.db.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await planOf(sql`select id from recipes where ingredient_keys @> array['tomato']`)).toContain(
      'recipes_ingredient_keys_idx',
    );
  });

  it.each([
    ['_sort=calories', '_sort', 'Unknown sort field calories'],
    ['contains_vertical=kids', 'contains_vertical', 'contains_ works on list fields only'],
    ['max_preparation_time=soon', 'max_preparation_time', 'must be an integer'],
    ['has_video=maybe', 'has_video', 'must be true or false'],
    ['author=bob', 'author', 'must be a UUID'],
    ['_fields=secret', '_fields', 'Unknown field secret'],
    ['_unknown=1', '_unknown', 'Unknown parameter'],
    ['colour=red', 'colour', 'Unknown filter field'],
    ['numberOfPeople=3000000000', 'numberOfPeople', 'is out of range'],
    ['gt_total_time=1e15', 'gt_total_time', 'is out of range'],
    ['lt_last_modified=100000000000000000000', 'lt_last_modified', 'is out of range'],
  ])('refuses %s naming %s', async (query, name, description) => {
    const res = await ctx.app.inject(`${LIST}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ location: 'querystring', name, description });
  });

  it('refuses a token made for another sort', async () => {
    const first = await ctx.app.inject(`${LIST}?_limit=1`);
    const token = new URL(first.headers['next-page'] as string).searchParams.get('_token');
    const res = await ctx.app.inject(`${LIST}?_limit=1&_sort=title&_token=${token}`);
    expect(res.json().details[0].name).toBe('_token');
  });

  const forged = (token: unknown) => Buffer.from(JSON.stringify(token)).toString('base64url');
  it.each([
    ['values of the wrong type', { s: '-last_modified', v: ['abc', 'x'] }],
    ['an object for a value', { s: '-last_modified', v: [{ a: 1 }, 'x'] }],
    ['too few values', { s: '-last_modified', v: [1] }],
    ['a number beyond the column', { s: 'total_time', v: [1e15, 1, 'x'] }],
  ])('refuses a page token with %s, naming _token', async (_, token) => {
    const sort = (token as { s: string }).s;
    const res = await ctx.app.inject(`${LIST}?_limit=1&_sort=${sort}&_token=${forged(token)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].name).toBe('_token');
  });
});

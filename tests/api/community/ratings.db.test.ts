import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { RATINGS_PER_HOUR } from '../../../server/routes/community-ratings';
import { LANGUAGES } from '../../../src/core/locales/locales';
import { DIETS, RATING_REASONS } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, signUp, validateEmail } from '../members';

const BASE = '/v1/community';
const RATING = `${BASE}/rating`;

describe.each(ENGINES)('ratings on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(
      ctx.db.db,
      ['rated-dish', 'quiet-dish', 'busy-dish', 'late-dish', 'limit-dish'].map((id) => contentRecipe(id)),
    );
  });
  afterAll(() => ctx.close());

  /** A member with a token; confirmed (may rate) unless told otherwise. */
  async function member({ confirmed = true } = {}) {
    const { email, token } = await signUp(ctx.app);
    if (confirmed) await validateEmail(ctx.app, email, token);
    return { email, token };
  }

  const rate = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: RATING, headers: auth(token), payload });
  const change = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: RATING, headers: auth(token), payload });
  const read = (token: string, recipe: string) =>
    ctx.app.inject({ url: `${RATING}?recipe=${recipe}`, headers: auth(token) });

  /** The counters of each language row of the recipe, and what its ratings add up to. */
  async function counters(recipe: string) {
    const rows = await ctx.db.db
      .selectFrom('recipes')
      .select(['language', 'ratings_count', 'rating_total'])
      .where('id', '=', recipe)
      .orderBy('language')
      .execute();
    const truth = await ctx.db.db
      .selectFrom('recipe_ratings')
      .select([sql<string>`count(*)`.as('count'), sql<string | null>`sum(stars)`.as('total')])
      .where('recipe_id', '=', recipe)
      .executeTakeFirstOrThrow();
    return { rows, count: Number(truth.count), total: Number(truth.total ?? 0) };
  }

  /** Every language row holds exactly what the ratings add up to; returns the count and sum. */
  async function expectExactCounters(recipe: string, count: number, total: number) {
    const found = await counters(recipe);
    expect({ count: found.count, total: found.total }).toEqual({ count, total });
    expect(found.rows).toEqual(
      [...LANGUAGES].sort().map((language) => ({ language, ratings_count: count, rating_total: total })),
    );
  }

  const record = async (recipe: string, bucket = 'fr') =>
    (await ctx.app.inject(`/v1/buckets/${bucket}/collections/recipes/records/${recipe}`)).json().data as {
      ratings_count: number;
      rating_average: number | null;
    };

  describe('the localized lists', () => {
    it('names the rating reasons in the language asked, else Accept-Language, in the list order', async () => {
      const fr = await ctx.app.inject({ url: `${BASE}/rating-reasons`, headers: { 'accept-language': 'fr-FR' } });
      expect(fr.statusCode).toBe(200);
      expect(fr.json().next).toBeNull();
      expect(fr.json().results.map((item: { id: string }) => item.id)).toEqual([...RATING_REASONS]);
      expect(fr.json().results[0]).toEqual({ id: 'tasty', name: 'Savoureux' });
      const de = (await ctx.app.inject(`${BASE}/rating-reasons?lang=de`)).json();
      expect(de.results.find((item: { id: string }) => item.id === 'quick').name).toBe('Schnell');
      // A language picks its locale; en-us and en-gb spell the flavour apart.
      const us = (await ctx.app.inject(`${BASE}/rating-reasons?lang=en-us`)).json();
      const gb = (await ctx.app.inject(`${BASE}/rating-reasons?lang=en-gb`)).json();
      const flavour = (list: { results: { id: string; name: string }[] }) =>
        list.results.find((item) => item.id === 'not-enough-flavour')!.name;
      expect([flavour(us), flavour(gb)]).toEqual(['Not enough flavor', 'Not enough flavour']);
      const pt = (await ctx.app.inject(`${BASE}/rating-reasons?lang=pt`)).json();
      expect(pt.results[0].name).toBe('Saborosa');
      expect((await ctx.app.inject(`${BASE}/rating-reasons?lang=xx`)).statusCode).toBe(400);
    });

    it('names the community diets as the catalogue does', async () => {
      for (const lang of ['it', 'es-mx', 'en-gb']) {
        const res = await ctx.app.inject(`${BASE}/diets?lang=${lang}`);
        expect(res.statusCode).toBe(200);
        const catalogue = (await ctx.app.inject(`/v1/recipe-diets?lang=${lang}`)).json().data;
        expect(res.json()).toEqual({ results: catalogue, next: null });
        expect(res.json().results.map((item: { id: string }) => item.id)).toEqual([...DIETS]);
      }
    });
  });

  describe('who may rate', () => {
    it('turns anonymous callers away with 401', async () => {
      expect((await ctx.app.inject(`${RATING}?recipe=rated-dish`)).statusCode).toBe(401);
      for (const method of ['POST', 'PATCH'] as const) {
        const res = await ctx.app.inject({ method, url: RATING, payload: { recipe: 'rated-dish', stars: 4 } });
        expect(res.statusCode).toBe(401);
      }
    });

    it('refuses to rate or change a rating before the address is confirmed (403, errno 121), but reads', async () => {
      const newcomer = await member({ confirmed: false });
      for (const res of [
        await rate(newcomer.token, { recipe: 'rated-dish', stars: 4 }),
        await change(newcomer.token, { recipe: 'rated-dish', stars: 4 }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errno: 121 });
      }
      expect((await read(newcomer.token, 'rated-dish')).statusCode).toBe(200);
      await expectExactCounters('rated-dish', 0, 0);
    });
  });

  describe('rating a recipe', () => {
    it('reads no rating before the first, then the stars and the reasons, in the list order', async () => {
      const cook = await member();
      expect((await read(cook.token, 'quiet-dish')).json()).toEqual({
        recipe: 'quiet-dish',
        stars: null,
        reasons: [],
        ratings_count: 0,
        rating_average: null,
      });
      const res = await rate(cook.token, { recipe: 'quiet-dish', stars: 4, reasons: ['quick', 'tasty'] });
      expect(res.statusCode).toBe(201);
      const expected = {
        recipe: 'quiet-dish',
        stars: 4,
        reasons: ['tasty', 'quick'],
        ratings_count: 1,
        rating_average: 4,
      };
      expect(res.json()).toEqual(expected);
      expect((await read(cook.token, 'quiet-dish')).json()).toEqual(expected);
      // Without reasons, none.
      const other = await member();
      expect((await rate(other.token, { recipe: 'quiet-dish', stars: 5 })).json()).toMatchObject({
        reasons: [],
        ratings_count: 2,
        rating_average: 4.5,
      });
    });

    it('takes one rating per member and recipe: a second POST is a 409, a change goes through PATCH', async () => {
      const cook = await member();
      expect((await change(cook.token, { recipe: 'quiet-dish', stars: 2 })).statusCode).toBe(404);
      expect((await rate(cook.token, { recipe: 'quiet-dish', stars: 2 })).statusCode).toBe(201);
      const again = await rate(cook.token, { recipe: 'quiet-dish', stars: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().details[0]).toMatchObject({ name: 'recipe' });
      const changed = await change(cook.token, { recipe: 'quiet-dish', stars: 3, reasons: ['too-complicated'] });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ stars: 3, reasons: ['too-complicated'] });
      // What PATCH leaves out stays.
      expect((await change(cook.token, { recipe: 'quiet-dish', reasons: [] })).json()).toMatchObject({
        stars: 3,
        reasons: [],
      });
      expect((await change(cook.token, { recipe: 'quiet-dish', stars: 1 })).json()).toMatchObject({
        stars: 1,
        reasons: [],
      });
    });

    it('refuses bad stars, unknown or repeated reasons and an empty change with a 400 naming the field', async () => {
      const cook = await member();
      await rate(cook.token, { recipe: 'rated-dish', stars: 3 });
      const cases: [typeof rate, object, string][] = [
        [rate, { recipe: 'rated-dish', stars: 0 }, 'stars'],
        [rate, { recipe: 'rated-dish', stars: 6 }, 'stars'],
        [rate, { recipe: 'rated-dish', stars: 2.5 }, 'stars'],
        [rate, { recipe: 'rated-dish', stars: '4' }, 'stars'],
        [rate, { recipe: 'rated-dish' }, 'stars'],
        [rate, { recipe: 'rated-dish', stars: 4, reasons: ['salty'] }, 'reasons.0'],
        [rate, { recipe: 'rated-dish', stars: 4, reasons: ['quick', 'quick'] }, 'reasons'],
        [rate, { stars: 4 }, 'recipe'],
        [rate, { recipe: '../x', stars: 4 }, 'recipe'],
        [rate, { recipe: 'rated-dish', stars: 4, user_id: 'x' }, 'user_id'],
        [change, { recipe: 'rated-dish' }, 'stars'],
        [change, { recipe: 'rated-dish', stars: 9 }, 'stars'],
      ];
      for (const [send, payload, field] of cases) {
        const res = await send(cook.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details[0].name, JSON.stringify(payload)).toBe(field);
      }
      expect((await read(cook.token, 'rated-dish')).json()).toMatchObject({ stars: 3, reasons: [] });
      const bad = await ctx.app.inject({ url: RATING, headers: auth(cook.token) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].name).toBe('recipe');
    });

    it('answers 404 for a recipe that does not exist, writing nothing', async () => {
      const cook = await member();
      for (const res of [
        await read(cook.token, 'no-such-dish'),
        await rate(cook.token, { recipe: 'no-such-dish', stars: 4 }),
        await change(cook.token, { recipe: 'no-such-dish', stars: 4 }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().details).toMatchObject({ id: 'no-such-dish', resource_name: 'recipe' });
      }
      expect(
        await ctx.db.db.selectFrom('recipe_ratings').select('stars').where('recipe_id', '=', 'no-such-dish').execute(),
      ).toEqual([]);
    });
  });

  describe('the recipe’s count and average', () => {
    it('stay exact on every language row and in the records: two members, a change, a deleted account', async () => {
      const ana = await member();
      const ben = await member();
      expect((await rate(ana.token, { recipe: 'busy-dish', stars: 5 })).statusCode).toBe(201);
      expect((await rate(ben.token, { recipe: 'busy-dish', stars: 2 })).statusCode).toBe(201);
      await expectExactCounters('busy-dish', 2, 7);
      expect(await record('busy-dish')).toMatchObject({ ratings_count: 2, rating_average: 3.5 });
      expect((await read(ana.token, 'busy-dish')).json()).toMatchObject({ ratings_count: 2, rating_average: 3.5 });

      expect((await change(ana.token, { recipe: 'busy-dish', stars: 3 })).json()).toMatchObject({
        ratings_count: 2,
        rating_average: 2.5,
      });
      // Reasons alone move nothing.
      await change(ana.token, { recipe: 'busy-dish', reasons: ['good-value'] });
      await expectExactCounters('busy-dish', 2, 5);

      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: '/v1/profile',
        headers: auth(ben.token),
        payload: { email: ben.email },
      });
      expect(gone.statusCode, gone.body).toBe(200);
      await expectExactCounters('busy-dish', 1, 3);
      expect(await record('busy-dish', 'en-gb')).toMatchObject({ ratings_count: 1, rating_average: 3 });
    });

    it('rounds the average to one decimal and lists it in the catalogue records', async () => {
      const stars = [5, 4, 4];
      for (const value of stars) await rate((await member()).token, { recipe: 'rated-dish', stars: value });
      // One 3 from the validation test above: 16 / 4.
      const { count, total } = await counters('rated-dish');
      expect(await record('rated-dish')).toMatchObject({
        ratings_count: count,
        rating_average: Math.round((total * 10) / count) / 10,
      });
      await rate((await member()).token, { recipe: 'rated-dish', stars: 5 });
      expect((await record('rated-dish')).rating_average).toBe(4.2);
      const list = await ctx.app.inject(
        '/v1/buckets/de/collections/recipes/records?_fields=rating_average&id=rated-dish',
      );
      expect(list.json().data).toEqual([expect.objectContaining({ id: 'rated-dish', rating_average: 4.2 })]);
      expect(await record('limit-dish')).toMatchObject({ ratings_count: 0, rating_average: null });
    });

    it('stay exact when many members rate and view at once, and one member posts twice at once', async () => {
      const before = (await counters('busy-dish')).count;
      const members = await Promise.all(Array.from({ length: 12 }, () => member()));
      // Views move view_count on the same language rows: neither may deadlock the other.
      const results = await Promise.all(
        members.flatMap((one, index) => [
          rate(one.token, { recipe: 'busy-dish', stars: (index % 5) + 1 }),
          ctx.app.inject({ method: 'PUT', url: '/v1/views/recipes/busy-dish', headers: auth(one.token) }),
        ]),
      );
      expect(results.map((res) => res.statusCode)).toEqual(members.flatMap(() => [201, 200]));
      const twice = await Promise.all([
        rate(members[0]!.token, { recipe: 'quiet-dish', stars: 5 }),
        rate(members[0]!.token, { recipe: 'quiet-dish', stars: 1 }),
      ]);
      expect(twice.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const busy = await counters('busy-dish');
      await expectExactCounters('busy-dish', busy.count, busy.total);
      expect(busy.count).toBe(before + members.length);
      const quiet = await counters('quiet-dish');
      await expectExactCounters('quiet-dish', quiet.count, quiet.total);
    });

    it('start a language row added after members rated with the recipe’s counters', async () => {
      await rate((await member()).token, { recipe: 'late-dish', stars: 4 });
      await rate((await member()).token, { recipe: 'late-dish', stars: 1 });
      // The German row published anew, as staff publishing a translation under the same id would.
      await ctx.db.db.transaction().execute(async (trx) => {
        await sql`create temp table late_row on commit drop as select * from recipes where id = 'late-dish' and language = 'de'`.execute(
          trx,
        );
        await sql`delete from recipes where id = 'late-dish' and language = 'de'`.execute(trx);
        await sql`update late_row set ratings_count = 0, rating_total = 0`.execute(trx);
        await sql`insert into recipes select * from late_row`.execute(trx);
      });
      await expectExactCounters('late-dish', 2, 5);
    });
  });

  it('limits the ratings a member writes in an hour', async () => {
    const cook = await member();
    expect((await rate(cook.token, { recipe: 'limit-dish', stars: 1 })).statusCode).toBe(201);
    // POST and PATCH count apart: RATINGS_PER_HOUR changes pass, the next is refused.
    for (let i = 0; i < RATINGS_PER_HOUR; i++)
      expect((await change(cook.token, { recipe: 'limit-dish', stars: (i % 5) + 1 })).statusCode).toBe(200);
    const refused = await change(cook.token, { recipe: 'limit-dish', stars: 2 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another member is not held back.
    expect((await change((await member()).token, { recipe: 'limit-dish', stars: 2 })).statusCode).toBe(404);
  });
});

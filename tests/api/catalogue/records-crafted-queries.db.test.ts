import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';

const CATALOGUE = '/v1/buckets/fr/collections/recipes/records';
const FAVOURITES = '/v1/buckets/default/collections/saved-recipes/records';
const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Query strings crafted by hand against the records engine, on the public catalogue and on a
 * member's own collection: every one is a 400 naming the parameter, never a server error.
 */
describe.each(ENGINES)('crafted records queries on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let member: string;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('creme-brulee'), contentRecipe('mojito')]);
    member = (await signUp(ctx.app)).token;
    await ctx.app.inject({ method: 'PUT', url: `${FAVOURITES}/mojito`, headers: auth(member) });
  });
  afterAll(() => ctx.close());

  const cases: [string, string][] = [
    // Names every object inherits are no record field.
    ['constructor=1', 'constructor'],
    ['toString=1', 'toString'],
    ['in_hasOwnProperty=a,b', 'in_hasOwnProperty'],
    ['_sort=constructor', '_sort'],
    ['_sort=-valueOf', '_sort'],
    // An offset token carrying sort values of its own making.
    [`_token=${token({ s: '-last_modified', o: 0, v: [{ a: 1 }, 'x'] })}`, '_token'],
    [`_token=${token({ s: '-last_modified', o: 0, v: ['not-a-timestamp', 'x'] })}`, '_token'],
  ];

  it.each(cases)('refuses %s on the catalogue', async (query, name) => {
    const res = await ctx.app.inject(`${CATALOGUE}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 107, details: [{ location: 'querystring', name }] });
  });

  it.each(cases)("refuses %s on the member's favourites", async (query, name) => {
    const res = await ctx.app.inject({ url: `${FAVOURITES}?${query}`, headers: auth(member) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 107, details: [{ location: 'querystring', name }] });
  });
});

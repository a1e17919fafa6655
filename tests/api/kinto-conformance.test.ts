import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../server/db/seed';
import { contentRecipe } from '../fixtures/content-recipes';
import { ENGINES, testApp } from './engines';
import { signUp } from './members';

// The off-the-shelf Kinto client, as any Kinto application would use it (PROTOCOLS section 2).
const require = createRequire(import.meta.url);
const KintoClient = require('kinto-http').default;

describe.each(ENGINES)('kinto-http against the real server on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let remote: string;

  beforeAll(async () => {
    ctx = await testApp(engine, { listen: true });
    remote = `${ctx.url}/v1`;
    await seedRecipes(ctx.db.db, Array.from({ length: 7 }, (_, i) => contentRecipe(`dish-${i}`, { servings: i + 1 })));
  });
  afterAll(() => ctx.close());

  it('lists recipes across pages through Next-Page, sorted and filtered', async () => {
    const recipes = new KintoClient(remote).bucket('de').collection('recipes');
    const firstPage = await recipes.listRecords({ limit: 3 });
    expect(firstPage.data).toHaveLength(3);
    expect(firstPage.hasNextPage).toBe(true);
    const all = await recipes.listRecords({ limit: 3, pages: Infinity });
    expect(all.data).toHaveLength(7);
    expect(new Set(all.data.map((r: { id: string }) => r.id)).size).toBe(7);
    const sorted = await recipes.listRecords({ sort: 'numberOfPeople', limit: 2, pages: Infinity });
    expect(sorted.data.map((r: { numberOfPeople: number }) => r.numberOfPeople)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const filtered = await recipes.listRecords({ filters: { in_numberOfPeople: [2, 5], min_numberOfPeople: 3 } });
    expect(filtered.data.map((r: { id: string }) => r.id)).toEqual(['dish-4']);
    expect(await recipes.getTotalRecords()).toBe(7);
    expect(await recipes.getRecordsTimestamp()).toMatch(/^"?\d+"?$/);
  });

  it('fetches one record, and reports a missing one with errno 110', async () => {
    const recipes = new KintoClient(remote).bucket('it').collection('recipes');
    const { data } = await recipes.getRecord('dish-2');
    expect(data).toMatchObject({ id: 'dish-2', language: 'it', title: 'dish-2 (it)' });
    await expect(recipes.getRecord('nope')).rejects.toMatchObject({ data: { errno: 110 } });
  });

  it('adds, checks and removes a favourite with a member token', async () => {
    const { token } = await signUp(ctx.app as FastifyInstance);
    const favourites = new KintoClient(remote, { headers: { Authorization: `Bearer+Email ${token}` } }).bucket('default').collection('saved-recipes');
    await favourites.createRecord({ id: 'dish-3' });
    const { data } = await favourites.getRecord('dish-3');
    expect(data.id).toBe('dish-3');
    expect(typeof data.last_modified).toBe('number');
    await favourites.deleteRecord('dish-3');
    await expect(favourites.getRecord('dish-3')).rejects.toMatchObject({ data: { errno: 110 } });
    const anonymous = new KintoClient(remote).bucket('default').collection('saved-recipes');
    await expect(anonymous.getRecord('dish-3')).rejects.toMatchObject({ data: { errno: 104 } });
  });
});

import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { signUp } from '../members';

// The off-the-shelf Kinto client, as any Kinto application would use it (PROTOCOLS section 2).
const require = createRequire(import.meta.url);
const KintoClient = require('kinto-http').default;

describe.each(ENGINES)('kinto-http against the real server on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let remote: string;

  beforeAll(async () => {
    ctx = await testApp(engine, { listen: true });
    remote = `${ctx.url}/v1`;
    await seedRecipes(
      ctx.db.db,
      Array.from({ length: 7 }, (_, i) => contentRecipe(`dish-${i}`, { numberOfPeople: i + 1 })),
    );
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
    const favourites = new KintoClient(remote, { headers: { Authorization: `Bearer+Email ${token}` } })
      .bucket('default')
      .collection('saved-recipes');
    await favourites.createRecord({ id: 'dish-3' });
    const { data } = await favourites.getRecord('dish-3');
    expect(data.id).toBe('dish-3');
    expect(typeof data.last_modified).toBe('number');
    await favourites.deleteRecord('dish-3');
    await expect(favourites.getRecord('dish-3')).rejects.toMatchObject({ data: { errno: 110 } });
    const anonymous = new KintoClient(remote).bucket('default').collection('saved-recipes');
    await expect(anonymous.getRecord('dish-3')).rejects.toMatchObject({ data: { errno: 104 } });
  });

  it("lists a member's favourites page by page, sorted, filtered and counted, with the same engine as recipes", async () => {
    const { token } = await signUp(ctx.app as FastifyInstance);
    const favourites = new KintoClient(remote, { headers: { Authorization: `Bearer+Email ${token}` } })
      .bucket('default')
      .collection('saved-recipes');
    const ids = (records: { id: string }[]) => records.map((record) => record.id);
    for (let i = 0; i < 7; i++) await favourites.createRecord({ id: `dish-${i}` });

    const first = await favourites.listRecords({ limit: 3 });
    expect(ids(first.data)).toEqual(['dish-6', 'dish-5', 'dish-4']);
    expect(first.hasNextPage).toBe(true);
    const second = await first.next();
    expect(ids(second.data)).toEqual(['dish-3', 'dish-2', 'dish-1']);
    const all = await favourites.listRecords({ limit: 3, pages: Infinity });
    expect(ids(all.data)).toEqual(['dish-6', 'dish-5', 'dish-4', 'dish-3', 'dish-2', 'dish-1', 'dish-0']);
    const oldestFirst = await favourites.listRecords({ sort: 'last_modified', limit: 2, pages: Infinity });
    expect(ids(oldestFirst.data)).toEqual(ids(all.data).reverse());
    const stamps = all.data.map((record: { last_modified: number }) => record.last_modified);
    expect(new Set(stamps).size).toBe(7);
    expect(
      (await favourites.listRecords({ filters: { in_id: ['dish-1', 'dish-5'] } })).data.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual(['dish-5', 'dish-1']);
    expect(ids((await favourites.listRecords({ since: String(stamps[2]) })).data)).toEqual(['dish-6', 'dish-5']);
    expect(await favourites.getTotalRecords()).toBe(7);

    // A removal changes the collection timestamp, even of the oldest record (Kinto's ETag).
    const timestamp = async () => Number(String(await favourites.getRecordsTimestamp()).replace(/"/g, ''));
    const before = await timestamp();
    expect(before).toBe(stamps[0]);
    await favourites.deleteRecord('dish-0');
    expect(await timestamp()).toBeGreaterThan(before);
    expect(await favourites.getTotalRecords()).toBe(6);
    await expect(favourites.listRecords({ sort: 'calories' })).rejects.toMatchObject({ data: { errno: 107 } });

    // Another member's default bucket is their own.
    const other = await signUp(ctx.app as FastifyInstance);
    const theirs = new KintoClient(remote, { headers: { Authorization: `Bearer+Email ${other.token}` } })
      .bucket('default')
      .collection('saved-recipes');
    expect((await theirs.listRecords()).data).toEqual([]);
    const anonymous = new KintoClient(remote).bucket('default').collection('saved-recipes');
    await expect(anonymous.listRecords()).rejects.toMatchObject({ data: { errno: 104 } });
  });
});

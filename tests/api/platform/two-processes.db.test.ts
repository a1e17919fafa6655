import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../../server/jobs/job-runner';
import { seedRecipes } from '../../../server/seed/seed';
import { enqueueJob } from '../../../server/repositories/jobs';
import { contentRecipe } from '../../fixtures/content-recipes';
import { testApp } from '../engines';
import { auth, signUp } from '../members';

/**
 * What must hold when the API runs as several processes on one PostgreSQL database (README, "At
 * scale"), each with its one-second micro-cache of anonymous catalogue answers. Limits shared
 * through Redis across processes: accounts/client-limits.db.test.ts.
 */
describe('two server processes on one PostgreSQL database', () => {
  let one: Awaited<ReturnType<typeof testApp>>;
  let two: Awaited<ReturnType<typeof testApp>>;
  const RECIPE = '/v1/buckets/fr/collections/recipes/records/two-processes';

  beforeAll(async () => {
    one = await testApp('postgres', { catalogueCacheMs: 1000 });
    two = await testApp('postgres', { catalogueCacheMs: 1000, databaseUrl: one.db.url });
    await seedRecipes(one.db.db, [contentRecipe('two-processes')]);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it("reads a member's write through the other process at once", async () => {
    const { token } = await signUp(one.app);
    const saved = '/v1/buckets/default/collections/saved-recipes/records';
    expect(
      (await one.app.inject({ method: 'PUT', url: `${saved}/two-processes`, headers: auth(token) })).statusCode,
    ).toBe(201);
    const listed = await two.app.inject({ url: saved, headers: auth(token) });
    expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual(['two-processes']);
    await two.app.inject({ method: 'DELETE', url: `${saved}/two-processes`, headers: auth(token) });
    expect((await one.app.inject({ url: saved, headers: auth(token) })).json().data).toEqual([]);
  });

  it('gives members a catalogue change at once, and visitors within the cache second', async () => {
    const { token } = await signUp(one.app);
    const title = async (headers = {}) => (await two.app.inject({ url: RECIPE, headers })).json().data.title;
    const before = await title();
    // The change as staff publishing through the first process writes it.
    await sql`update recipes set title = 'Changé ailleurs', last_modified = last_modified + 1
      where id = 'two-processes' and language = 'fr'`.execute(one.db.db);
    expect(await title(auth(token))).toBe('Changé ailleurs');
    // A visitor may get the second process's cached answer for at most its second.
    expect([before, 'Changé ailleurs']).toContain(await title());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await title()).toBe('Changé ailleurs');
  });

  it('runs a due job once, whichever process claims it', async () => {
    await enqueueJob(one.db.db, { kind: 'two-processes', key: 'once', payload: {} });
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const now = new Date(Date.now() + 1000);
    const results = await Promise.all([
      runDueJobs(one.db.db, 'two-processes', handler, { now }),
      runDueJobs(two.db.db, 'two-processes', handler, { now }),
    ]);
    expect(runs).toBe(1);
    expect(results.map((r) => r.done).sort()).toEqual([0, 1]);
  });
});

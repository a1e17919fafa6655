import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/api/engines';
import type { Db } from '../db/create-db';
import { enqueueJob } from '../repositories/jobs';
import { runDueJobs } from './job-runner';

const MINUTE = 60_000;

describe('the job runner under a slow batch', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('never starts a job late in its lease, where another process could claim it while it runs (no mail sent twice)', async () => {
    const base = new Date('2031-03-01T10:00:00Z');
    const keys = ['a', 'b', 'c'];
    for (const [i, key] of keys.entries())
      await enqueueJob(db.db, { kind: 'slow', key, payload: {}, runAt: new Date(base.getTime() - (10 - i) * MINUTE) });
    let time = base.getTime();
    const clock = () => new Date(time);
    const runs: string[] = [];
    // One process's batch of three under one 10-minute lease, each delivery taking 4 minutes (an
    // SMTP server answering slowly); as each ends, another process's run looks for due jobs.
    await runDueJobs(
      db.db,
      'slow',
      async (job) => {
        runs.push(job.key);
        time += 4 * MINUTE;
        await runDueJobs(db.db, 'slow', async (next) => void runs.push(next.key), { now: clock(), clock });
      },
      { now: base, clock, leaseMs: 10 * MINUTE },
    );
    expect(runs.sort()).toEqual(keys);
  });

  it('hands back the jobs it is too late to start, and claims them again under a new lease', async () => {
    const base = new Date('2031-04-01T10:00:00Z');
    for (const [i, key] of ['d', 'e', 'f'].entries())
      await enqueueJob(db.db, { kind: 'paced', key, payload: {}, runAt: new Date(base.getTime() - (10 - i) * MINUTE) });
    let time = base.getTime();
    const clock = () => new Date(time);
    const runs: string[] = [];
    const result = await runDueJobs(
      db.db,
      'paced',
      async (job) => {
        runs.push(job.key);
        time += 6 * MINUTE;
      },
      { now: base, clock, leaseMs: 10 * MINUTE },
    );
    expect(runs.sort()).toEqual(['d', 'e', 'f']);
    expect(result).toEqual({ done: 3, failed: 0 });
    const attempts = await db.db.selectFrom('jobs').select(['key', 'attempts']).where('kind', '=', 'paced').execute();
    expect(attempts.every((job) => job.attempts === 1)).toBe(true);
  });
});

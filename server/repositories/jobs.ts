import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

export interface ClaimedJob {
  id: string;
  key: string;
  payload: Record<string, string>;
  attempts: number;
}

/**
 * Queues a job once: a second enqueue of the same (kind, key) does nothing, so callers may repeat
 * themselves (a retried tick, another process). Takes the caller's transaction, so the job exists
 * exactly when the write that asks for it does.
 */
export async function enqueueJob(
  db: Executor,
  job: {
    kind: string;
    key: string;
    payload: Record<string, string>;
    runAt?: Date;
    /** Claimed from the start by its writer, who tries it at once (a mail's first delivery). */
    claimedUntil?: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? new Date(),
      ...(job.claimedUntil ? { locked_until: job.claimedUntil, attempts: 1 } : {}),
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!inserted;
}

/**
 * Claims up to `limit` due jobs of a kind for `leaseMs`, in one statement: `SKIP LOCKED` lets two
 * workers claim side by side without waiting on or taking each other's rows, and the lease keeps
 * a claimed job from everyone else without holding a transaction open while it runs. A worker
 * that dies leaves the lease to run out, then the job is claimed again.
 */
export async function claimJobs(
  db: Kysely<DB>,
  kind: string,
  opts: { now: Date; leaseMs: number; limit: number; maxAttempts: number },
): Promise<ClaimedJob[]> {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .where('run_at', '<=', opts.now)
    .where('attempts', '<', opts.maxAttempts)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', opts.now)]))
    .orderBy('run_at')
    .limit(opts.limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable('jobs')
    .set({ attempts: sql`attempts + 1`, locked_until: new Date(opts.now.getTime() + opts.leaseMs) })
    .where('id', 'in', due)
    .returning(['id', 'key', 'payload', 'attempts'])
    .execute();
  return rows.map((row) => ({ ...row, payload: row.payload as Record<string, string> }));
}

export async function completeJob(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done_at: now, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: the job waits `retryInMs`, then any worker may claim it again (until maxAttempts). */
export async function failJob(db: Executor, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: null, run_at: retryAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The job of (kind, key), claimed by its writer: marked done, or failed for a later retry. */
export async function finishJobByKey(
  db: Executor,
  kind: string,
  key: string,
  outcome: { now: Date } | { error: string; retryAt: Date },
): Promise<void> {
  const set =
    'now' in outcome
      ? { done_at: outcome.now, locked_until: null, last_error: null }
      : { locked_until: null, run_at: outcome.retryAt, last_error: outcome.error.slice(0, 500) };
  await db.updateTable('jobs').set(set).where('kind', '=', kind).where('key', '=', key).execute();
}

/** Jobs of a kind not done yet, and when the oldest was written (the mail backlog). */
export async function pendingJobs(db: Executor, kind: string): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

/**
 * Claimed jobs handed back unrun (a shutdown, a lease too far gone): free at once, the claim's
 * attempt not counted. With `lockedUntil`, only those still under that claim (not another worker's).
 */
export async function releaseJobs(db: Executor, ids: string[], lockedUntil?: Date): Promise<number> {
  let query = db
    .updateTable('jobs')
    .set({ locked_until: null, attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', 'in', ids)
    .where('done_at', 'is', null);
  if (lockedUntil) query = query.where('locked_until', '=', lockedUntil);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Done jobs are kept a while to see what ran, then deleted (idempotent, any process). */
export async function purgeDoneJobs(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('jobs').where('done_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

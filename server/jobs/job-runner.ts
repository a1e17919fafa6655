import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { type ClaimedJob, claimJobs, completeJob, failJob, releaseJobs } from '../repositories/jobs';

export interface JobOptions {
  /** When the run starts; the run's clock goes on from it (see `clock`). */
  now: Date;
  /**
   * The time as the run goes on (default: `now` plus the real time since the run started): claims
   * and their leases are dated by it, so a long run never hands out leases already over.
   */
  clock?: () => Date;
  /** How long a claim keeps a job from other workers; longer than one job can take. */
  leaseMs?: number;
  maxAttempts?: number;
  batch?: number;
  /** The wait before the next try after a job's n-th failed attempt (default: retryDelayMs). */
  retryDelay?: (attempts: number) => number;
}

/** A field of a job's payload; a job queued without it cannot run, and fails naming it. */
export function payloadField(job: ClaimedJob, name: string): string {
  const value = job.payload[name];
  if (value === undefined) throw new Error(`The job ${job.id} has no "${name}" in its payload`);
  return value;
}

/** Retries wait 1, 2, 4… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Per database handle (one process's): jobs claimed and not started yet, and whether it stops. */
const runners = new WeakMap<Kysely<DB>, { stopping: boolean; waiting: Set<string> }>();
const runnerOf = (db: Kysely<DB>) => {
  let runner = runners.get(db);
  if (!runner) runners.set(db, (runner = { stopping: false, waiting: new Set() }));
  return runner;
};

/**
 * Shutdown: no job starts any more, and the claimed ones not started are handed back at once
 * (a job already running finishes, or its lease runs out, so it never runs twice).
 */
export async function releaseClaimedJobs(db: Kysely<DB>): Promise<number> {
  const runner = runnerOf(db);
  runner.stopping = true;
  const ids = [...runner.waiting];
  runner.waiting.clear();
  return ids.length ? releaseJobs(db, ids) : 0;
}

/**
 * Runs every due job of a kind, a batch at a time, until none is left: each job is claimed (so
 * other workers skip it), run, then marked done, or failed and left for a later retry. Jobs run
 * outside any transaction: a handler may call the network. Returns how many ran and failed.
 *
 * A batch's jobs run one after another under one lease: a job whose turn comes when less than half
 * of it is left is not started but handed back (unless another worker claimed it meanwhile), so
 * no worker runs a job whose lease may end, and another worker claim it, while it runs.
 */
export async function runDueJobs(
  db: Kysely<DB>,
  kind: string,
  handler: (job: ClaimedJob) => Promise<void>,
  options: JobOptions,
) {
  const { now, leaseMs = 10 * 60_000, maxAttempts = 5, batch = 20, retryDelay = retryDelayMs } = options;
  const started = Date.now();
  const clock = options.clock ?? (() => new Date(now.getTime() + Date.now() - started));
  const runner = runnerOf(db);
  let done = 0;
  let failed = 0;
  while (!runner.stopping) {
    const claimedAt = clock();
    const jobs = await claimJobs(db, kind, { now: claimedAt, leaseMs, limit: batch, maxAttempts });
    if (!jobs.length) break;
    const leaseEnd = new Date(claimedAt.getTime() + leaseMs);
    for (const job of jobs) runner.waiting.add(job.id);
    for (const job of jobs) {
      if (runner.stopping) break;
      if (leaseEnd.getTime() - clock().getTime() < leaseMs / 2) {
        // Too late to start under this lease: handed back below, claimed again with a new one.
        break;
      }
      runner.waiting.delete(job.id);
      try {
        await handler(job);
        await completeJob(db, job.id, clock());
        done++;
      } catch (error) {
        // The message only (never a payload or a link): it goes to the database and the logs.
        await failJob(
          db,
          job.id,
          error instanceof Error ? error.message : String(error),
          new Date(clock().getTime() + retryDelay(job.attempts)),
        );
        failed++;
      }
    }
    // Not started (a shutdown, or too late in the lease): handed back here, unless claimed since.
    const left = jobs.filter((job) => runner.waiting.delete(job.id)).map((job) => job.id);
    if (left.length) await releaseJobs(db, left, leaseEnd);
  }
  return { done, failed };
}

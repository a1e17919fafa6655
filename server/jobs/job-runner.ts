import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type ClaimedJob, claimJobs, completeJob, failJob } from '../repositories/jobs';

export interface JobOptions {
  now: Date;
  /** How long a claim keeps a job from other workers; longer than one job can take. */
  leaseMs?: number;
  maxAttempts?: number;
  batch?: number;
}

/** Retries wait 1, 2, 4… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs every due job of a kind, a batch at a time, until none is left: each job is claimed (so
 * other workers skip it), run, then marked done, or failed and left for a later retry. Jobs run
 * outside any transaction: a handler may call the network. Returns how many ran and failed.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  kind: string,
  handler: (job: ClaimedJob) => Promise<void>,
  options: JobOptions,
) {
  const { now, leaseMs = 10 * 60_000, maxAttempts = 5, batch = 20 } = options;
  let done = 0;
  let failed = 0;
  for (;;) {
    const jobs = await claimJobs(db, kind, { now, leaseMs, limit: batch, maxAttempts });
    if (!jobs.length) return { done, failed };
    for (const job of jobs) {
      try {
        await handler(job);
        await completeJob(db, job.id, now);
        done++;
      } catch (error) {
        // The message only (never a payload or a link): it goes to the database and the logs.
        await failJob(
          db,
          job.id,
          error instanceof Error ? error.message : String(error),
          new Date(now.getTime() + retryDelayMs(job.attempts)),
        );
        failed++;
      }
    }
  }
}

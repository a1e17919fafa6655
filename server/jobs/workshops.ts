import { type WorkshopDeps, runWorkshopJobs } from '../services/workshops';

/** A minute: a booking opening or a freed place is told within it, even after a restart. */
export const WORKSHOP_JOBS_EVERY_MS = 60_000;

/**
 * Runs the workshop jobs (freed places, openings) now and every minute, never keeping the
 * process alive on its own; the jobs table decides what is left, so several processes, or a run
 * after a restart, never tell a member twice.
 */
export function scheduleWorkshopJobs(deps: WorkshopDeps, onError: (error: unknown) => void): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runWorkshopJobs(deps, new Date())
      .catch(onError)
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, WORKSHOP_JOBS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

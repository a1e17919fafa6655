import { type WeeklyOfferDeps, runWeeklyOffers } from '../services/weekly-offers';

/** Often enough that a member who opts in mid-week, or a failed mail, waits at most this long. */
export const WEEKLY_OFFERS_EVERY_MS = 15 * 60_000;

/**
 * Runs the weekly offer now and every 15 minutes in every process, never keeping the process
 * alive on its own: the database decides what is left to do, so the runs of several processes,
 * or after a restart, never offer or mail twice.
 */
export function scheduleWeeklyOffers(deps: WeeklyOfferDeps, onError: (error: unknown) => void): () => void {
  let running = false;
  const run = () => {
    // One run at a time in this process: a slow run is not overtaken by the next tick.
    if (running) return;
    running = true;
    runWeeklyOffers(deps, new Date())
      .catch(onError)
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, WEEKLY_OFFERS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import { type WeeklyOfferDeps, runWeeklyOffers } from '../services/weekly-offers';
import { scheduleEvery } from './schedule';

/** Often enough that a member who opts in mid-week, or a failed mail, waits at most this long. */
export const WEEKLY_OFFERS_EVERY_MS = 15 * 60_000;

/**
 * Runs the weekly offer now and every 15 minutes in every process: the database decides what is
 * left to do, so the runs of several processes, or after a restart, never offer or mail twice.
 */
export function scheduleWeeklyOffers(deps: WeeklyOfferDeps, onError: (error: unknown) => void): () => void {
  return scheduleEvery(() => runWeeklyOffers(deps, new Date()), WEEKLY_OFFERS_EVERY_MS, onError);
}

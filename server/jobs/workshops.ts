import { type WorkshopDeps, runWorkshopJobs } from '../services/workshops';
import { scheduleEvery } from './schedule';

/** A minute: a booking opening or a freed place is told within it, even after a restart. */
export const WORKSHOP_JOBS_EVERY_MS = 60_000;

export function scheduleWorkshopJobs(deps: WorkshopDeps, onError: (error: unknown) => void): () => void {
  return scheduleEvery(() => runWorkshopJobs(deps, new Date()), WORKSHOP_JOBS_EVERY_MS, onError);
}

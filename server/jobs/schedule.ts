import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Runs `task` now and every `everyMs` in this process, one run at a time (a slow run is not
 * overtaken by the next tick), never keeping the process alive on its own. The jobs table decides
 * what is left to do, so several processes, or a run after a restart, never do a job twice.
 * While the database is away the job pauses: its failures are reported once, not every tick, and
 * it resumes by itself at the first tick after the database is back.
 */
export function scheduleEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let running = false;
  let paused = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .then(() => (paused = false))
      .catch((error: unknown) => {
        const away = isDatabaseUnavailable(error);
        if (!(away && paused)) onError(error);
        paused = away;
      })
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

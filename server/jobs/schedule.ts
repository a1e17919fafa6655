/**
 * Runs `task` now and every `everyMs` in this process, one run at a time (a slow run is not
 * overtaken by the next tick), never keeping the process alive on its own. The jobs table decides
 * what is left to do, so several processes, or a run after a restart, never do a job twice.
 */
export function scheduleEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Rebuilds of the static site after catalogue changes, one at a time, coalesced. */
export interface SiteRebuilds {
  /** A change the static pages show (a recipe published, a category added): rebuild soon. */
  request(reason: string): void;
  /** Resolves once no rebuild is waiting or running. */
  settled(): Promise<void>;
  /** No rebuild starts after this; the one running finishes. */
  stop(): void;
}

/**
 * Changes arriving within `delayMs` of each other, or while a build runs, make one build: at most
 * one runs and one waits. A failed build is logged and leaves the site as it was (the previous
 * pages keep being served, the fallback routes answer for what is new); the next change retries.
 */
export function siteRebuilds(options: {
  delayMs: number;
  rebuild: (reasons: string[]) => Promise<void>;
  onError: (error: unknown, reasons: string[]) => void;
}): SiteRebuilds {
  let waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer || running || !waiting.length) return;
    timer = setTimeout(() => {
      timer = undefined;
      const reasons = waiting;
      waiting = [];
      running = options
        .rebuild(reasons)
        .catch((error: unknown) => options.onError(error, reasons))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.delayMs);
    timer.unref();
  };

  return {
    request(reason) {
      if (stopped) return;
      // The reasons only name the build in the log: a burst of changes keeps the first few.
      if (waiting.length < 20 && !waiting.includes(reason)) waiting.push(reason);
      else if (!waiting.length) waiting.push(reason);
      schedule();
    },
    async settled() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Every catalogue write (a publication, a withdrawal, an author's edit of a published recipe, from
 * any server process) moves its language's timestamp: `changed` is called when they moved since
 * the last look. Six rows, read every few seconds.
 */
export function catalogueWatcher(read: () => Promise<string>, changed: () => void): () => Promise<void> {
  let seen: string | undefined;
  return async () => {
    const now = await read();
    if (seen !== undefined && now !== seen) changed();
    seen = now;
  };
}

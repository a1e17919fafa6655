import { ApiError, ERRNO } from '../errors';

/** How long a client is told to wait when every image worker and waiting place is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Too many images waiting: a 503 that tells the client when to come back (Retry-After). */
export class ImagesBusy extends ApiError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super(
      503,
      ERRNO.BACKEND,
      `The image service is busy, try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
      undefined,
      {},
      { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    );
  }
}

export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` jobs at once, at most `maxWaiting` more in line, the rest refused at once
 * (ImagesBusy): a burst waits a little or is told to come back, it never piles up in memory.
 */
export function jobQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): JobQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(job) {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new ImagesBusy();
      try {
        return await job();
      } finally {
        // The slot passes straight to the next in line, so `running` never exceeds the limit.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The line every decode and resize of an app waits in (server/images/image-work.ts). Sharp and
 * argon2 share libuv's four threads: two image jobs at most leave the other two to password
 * hashing and the disk.
 */
export const IMAGE_JOBS = { concurrency: 2, maxWaiting: 32 } as const;

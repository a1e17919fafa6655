import { Redis } from 'ioredis';

/** How long the start waits for a configured Redis before it goes on in degraded mode. */
const CONNECT_WAIT_MS = 3_000;

/**
 * REDIS_URL's client, never fatal: it reconnects by itself forever (every 0.1 s growing to 2 s),
 * every error is listened to (an unlistened `error` event would end the process), and losing or
 * regaining it is logged once as a `security:` warning, since the limits are per process meanwhile.
 */
export async function connectRedis(url: string, warn: (line: string) => void): Promise<Redis> {
  const redis = new Redis(url, {
    // A command fails at once while Redis is away (the limits then count in the process)
    // instead of queuing behind a request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
  });
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    warn(
      `security: Redis (REDIS_URL) cannot be reached (${error.message}): rate limits and failed-login delays count in each process until it returns`,
    );
  });
  redis.on('ready', () => {
    if (lost) warn('security: Redis (REDIS_URL) is back: rate limits are shared again');
    lost = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (redis.status !== 'ready')
    warn(`security: Redis (REDIS_URL) does not answer at start: starting in degraded mode, limits per process`);
  return redis;
}

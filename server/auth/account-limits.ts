import { ApiError, ERRNO } from '../errors';
import { type CounterStore, createAddressLimiter, createFailureDelay } from './limits';

const WINDOW_MS = 15 * 60_000;

const prefixed = (store: CounterStore, prefix: string): CounterStore => ({
  hit: (key, windowMs) => store.hit(prefix + key, windowMs),
  peek: (key) => store.peek(prefix + key),
  reset: (key) => store.reset(prefix + key),
});

/**
 * The per-address limits of the account routes, beside @fastify/rate-limit's per-client ones:
 * - account mails (sign-up, reset): 10 per address in 15 minutes;
 * - failed logins: from one client, 5 free then a doubling delay; from all clients together, 50
 *   free then the same. Delays stop at 15 minutes and a success clears the client's count, so a
 *   stranger guessing can slow an address down but never lock its owner out.
 */
export function createAccountLimits(store: CounterStore, now = () => Date.now()) {
  const accountMails = createAddressLimiter(prefixed(store, 'mail:'), 10, WINDOW_MS);
  const fromClient = createFailureDelay(prefixed(store, 'fail-client:'), { free: 5, windowMs: WINDOW_MS, maxDelayMs: WINDOW_MS, now });
  const forAddress = createFailureDelay(prefixed(store, 'fail:'), { free: 50, windowMs: WINDOW_MS, maxDelayMs: WINDOW_MS, now });
  return {
    accountMails,
    /** A 429 with Retry-After while the address (from this client, or at all) must wait. */
    async waitBeforeLogin(email: string, client: string) {
      const waitMs = Math.max(await fromClient.waitMs(client), await forAddress.waitMs(email));
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, `Too many attempts for this address, try again in ${seconds} seconds.`, null, { retry_after: seconds }, { 'Retry-After': String(seconds) });
      }
    },
    async loginFailed(email: string, client: string) {
      await Promise.all([fromClient.fail(client), forAddress.fail(email)]);
    },
    async loginSucceeded(client: string) {
      await fromClient.succeed(client);
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

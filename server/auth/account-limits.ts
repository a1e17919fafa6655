import { ApiError, ERRNO } from '../errors';
import { type Limiters, allowed, createFailureDelay } from './limits';

const WINDOW_MS = 15 * 60_000;

/** How long one login attempt may hold its claim (argon2 takes ~50 ms; a crash frees it anyway). */
const ATTEMPT_CLAIM_MS = 10_000;

const tooMany = (seconds: number) =>
  new ApiError(
    429,
    ERRNO.TOO_MANY_REQUESTS,
    `Too many attempts for this address, try again in ${seconds} seconds.`,
    null,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );

/**
 * The per-address limits of the account routes, beside @fastify/rate-limit's per-client ones:
 * - account mails (sign-up, reset): 10 per address in 15 minutes;
 * - failed logins: from one client, 5 free then a doubling delay up to 15 minutes; from all
 *   clients together, 50 free then a delay of at most 5 seconds. A success clears the client's
 *   count, so strangers guessing can slow an address down but never lock its owner out;
 * - one attempt at a time per address and client, so a burst of parallel guesses cannot all be
 *   checked before the first failure is counted.
 * Each kind has its own limiter: mails asked for a million addresses cannot push a victim's
 * failed-login counts out of memory.
 */
export function createAccountLimits(limiters: Limiters) {
  const mails = limiters('mail', 10, WINDOW_MS);
  const fromClient = createFailureDelay(limiters, 'fail-client', {
    free: 5,
    windowMs: WINDOW_MS,
    maxDelayMs: WINDOW_MS,
  });
  const forAddress = createFailureDelay(limiters, 'fail', { free: 50, windowMs: WINDOW_MS, maxDelayMs: 5_000 });
  // One point per key: a second attempt while the first holds it is refused.
  const attempts = limiters('attempt', 1, ATTEMPT_CLAIM_MS);
  return {
    /** Counts an account mail for the address; false once it is over its limit. */
    accountMails: { allow: (email: string) => allowed(mails, email) },
    /**
     * Runs one password check for the address from this client: a 429 with Retry-After while the
     * address (from this client, or at all) must wait, or while another attempt is in progress.
     */
    async attempt<T>(email: string, client: string, check: () => Promise<T>): Promise<T> {
      const waitMs = Math.max(await fromClient.waitMs(client), await forAddress.waitMs(email));
      if (waitMs > 0) throw tooMany(Math.ceil(waitMs / 1000));
      if (!(await allowed(attempts, client))) throw tooMany(1);
      try {
        return await check();
      } finally {
        await attempts.delete(client);
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

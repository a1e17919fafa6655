/**
 * Attempts per key (an e-mail address, or an address and a client) in a sliding window, beside the
 * per-client limit of @fastify/rate-limit: spreading guesses over many clients still hits the
 * per-address count. It lives in the process; with N API processes each counts its own share (a
 * shared store is the next step).
 */
export function createAddressLimiter(max: number, windowMs: number, now = () => Date.now()) {
  const attempts = new Map<string, number[]>();
  const recent = (key: string) => (attempts.get(key) ?? []).filter((t) => t > now() - windowMs);
  const limiter = {
    /** Records an attempt under the key. */
    record(key: string) {
      attempts.set(key, [...recent(key), now()]);
      if (attempts.size > 50_000) attempts.clear();
    },
    /** Whether the key already used up its attempts, without counting this look. */
    exhausted(key: string): boolean {
      return recent(key).length >= max;
    },
    /** Records an attempt; false when the key is over its limit. */
    allow(key: string): boolean {
      limiter.record(key);
      return recent(key).length <= max;
    },
  };
  return limiter;
}

/**
 * Attempts per e-mail address in a sliding window, beside the per-client limit of
 * @fastify/rate-limit: spreading guesses over many clients still hits this one. It lives in the
 * process; with N API processes each counts its own share (a shared store is the next step).
 */
export function createAddressLimiter(max: number, windowMs: number, now = () => Date.now()) {
  const attempts = new Map<string, number[]>();
  return {
    /** Records an attempt; false when the address is over its limit. */
    allow(address: string): boolean {
      const since = now() - windowMs;
      const recent = (attempts.get(address) ?? []).filter((t) => t > since);
      recent.push(now());
      attempts.set(address, recent);
      if (attempts.size > 50_000) attempts.clear();
      return recent.length <= max;
    },
  };
}

/**
 * When an unsent mail is tried again: soon at first (an SMTP blip), then less and less often
 * (an outage), 1 min, 5 min, 30 min, 2 h, then every 6 h, until the mail's link would have
 * expired anyway (a reset link lives 2 h: delivering it later helps no one).
 */
const FIRST_RETRIES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
const THEN_EVERY_MS = 6 * 3_600_000;

/** The wait after the `attempts`-th failed delivery (1 for the first). */
export function mailRetryDelayMs(attempts: number): number {
  return FIRST_RETRIES_MS[Math.max(0, attempts - 1)] ?? THEN_EVERY_MS;
}

/** Whether a mail written at `createdAt` is still worth delivering at `now`. */
export function mailStillWorthSending(createdAt: Date, lifetimeMs: number, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < lifetimeMs;
}

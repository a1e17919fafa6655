/**
 * Guessing the second factor (issue 38): someone who knows the password tries codes. The failed
 * logins' delays slow them down per client; this lock stops them for the account, whatever the
 * client: after `failures` wrong codes in `windowMs`, no code is checked for `lockMs`, and the
 * owner is mailed (their password is known to someone).
 */
export const SECOND_FACTOR_LOCK = { failures: 10, windowMs: 24 * 60 * 60_000, lockMs: 60 * 60_000 } as const;

/** Seconds until a lock ends (at least 1 while it holds), or 0 when the second factor is open. */
export function secondFactorLockSeconds(lockedUntil: Date | string | null, now: number): number {
  if (!lockedUntil) return 0;
  const left = new Date(lockedUntil).getTime() - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

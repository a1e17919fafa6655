/**
 * Accounts whose address nobody confirms (issue 38: throwaway accounts): told once, then deleted
 * with their drafts, pictures and bookings by the hourly purge. Only accounts created on or after
 * UNCONFIRMED_RULE_SINCE, the day the rule shipped: demo and seed accounts, and members who signed
 * up before, were never told of it and are kept.
 */
export const UNCONFIRMED_RULE_SINCE = '2026-12-07';
/** Days after sign-up when an unconfirmed account is told it will be deleted. */
export const UNCONFIRMED_NOTICE_DAYS = 10;
/** Days after sign-up from which an unconfirmed account is deleted... */
export const UNCONFIRMED_PURGE_DAYS = 14;
/** ...once none of its sessions was used for this many days (someone using it is not gone). */
export const UNCONFIRMED_IDLE_DAYS = 7;

const DAY_MS = 86_400_000;

export interface UnconfirmedAccount {
  createdAt: Date;
  /** The last use of any of its sessions, null when none is left. */
  lastUsedAt: Date | null;
  /** When it was told (UNCONFIRMED_NOTICE_DAYS), null before. */
  noticeAt: Date | null;
}

/**
 * What the purge does to an account whose address is still unconfirmed at `now`: `notice` once,
 * from UNCONFIRMED_NOTICE_DAYS; `purge` from UNCONFIRMED_PURGE_DAYS when idle for
 * UNCONFIRMED_IDLE_DAYS and told at least UNCONFIRMED_PURGE_DAYS - UNCONFIRMED_NOTICE_DAYS days
 * before (an account the rule found older than that is told first, then given those days).
 */
export function unconfirmedAccountFate(account: UnconfirmedAccount, now: Date): 'keep' | 'notice' | 'purge' {
  const t = now.getTime();
  if (account.createdAt.getTime() < Date.parse(UNCONFIRMED_RULE_SINCE)) return 'keep';
  const age = t - account.createdAt.getTime();
  if (age < UNCONFIRMED_NOTICE_DAYS * DAY_MS) return 'keep';
  if (!account.noticeAt) return 'notice';
  const told = t - account.noticeAt.getTime() >= (UNCONFIRMED_PURGE_DAYS - UNCONFIRMED_NOTICE_DAYS) * DAY_MS;
  const idle = !account.lastUsedAt || t - account.lastUsedAt.getTime() >= UNCONFIRMED_IDLE_DAYS * DAY_MS;
  return age >= UNCONFIRMED_PURGE_DAYS * DAY_MS && told && idle ? 'purge' : 'keep';
}

/** The day from which an account told at `noticeAt` may be deleted, for the notice to name. */
export function unconfirmedPurgeDay(createdAt: Date, noticeAt: Date): Date {
  const byAge = createdAt.getTime() + UNCONFIRMED_PURGE_DAYS * DAY_MS;
  const byNotice = noticeAt.getTime() + (UNCONFIRMED_PURGE_DAYS - UNCONFIRMED_NOTICE_DAYS) * DAY_MS;
  return new Date(Math.max(byAge, byNotice));
}

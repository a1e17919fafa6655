/**
 * Limits on paying by card (issue 38, card testing): someone holding a list of stolen card numbers
 * tries them one after another on a subscription form to learn which still work. The attempts
 * are limited per member and per client, and a member whose cards keep being declined has billing
 * locked until staff unlock it after talking with them.
 */
export const CARD_ATTEMPTS = {
  /** Subscription calls per member, and per client, in an hour. */
  perHour: 5,
  /** Subscription calls per member, and per client, in a day. */
  perDay: 10,
} as const;

/** Declines that lock a member's billing, and the window they are counted in (a sliding day). */
export const CARD_DECLINE_LOCK = { declines: 5, windowMs: 24 * 60 * 60_000 } as const;

/** Whether this many declines in the window lock billing. */
export function locksBilling(declinesInWindow: number): boolean {
  return declinesInWindow >= CARD_DECLINE_LOCK.declines;
}

/** Statuses after which a provider bills nothing more. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

/**
 * Daily budgets (texts, account mails, validation resends) are counted per UTC day, in one row a
 * day and scope that the database increments atomically, so every server process shares them and
 * a restart forgets nothing.
 */

/** The budget day of an instant: its UTC date, `YYYY-MM-DD`. */
export function budgetDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds until the next budget day opens (at least 1): a refusal's Retry-After. */
export function secondsToNextBudgetDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

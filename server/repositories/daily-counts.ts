import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * Takes one from the day's budget of `scope` unless `max` are taken already: the count after it,
 * or null when the budget is spent. One statement, so parallel calls (and server processes)
 * never take more than `max`; in a transaction the row stays locked until it ends.
 */
export async function takeFromDailyBudget(
  db: Executor,
  { day, scope, max }: { day: string; scope: string; max: number },
): Promise<number | null> {
  if (max < 1) return null;
  const row = await db
    .insertInto('daily_counts')
    .values({ day, scope, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'scope'])
        .doUpdateSet({ count: sql`daily_counts.count + 1` })
        .where('daily_counts.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  return row?.count ?? null;
}

/** Deletes the counts of days before `day`; returns how many. */
export async function purgeDailyCounts(db: Executor, day: string): Promise<number> {
  const result = await db.deleteFrom('daily_counts').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

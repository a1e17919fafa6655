import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

/** How many rows a table holds (a seed step fills its table only while this is 0). */
export async function countRows(db: Executor, table: keyof DB & string): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** How many community recipes each member wrote (members without any are left out). */
export async function countCommunityRecipesBy(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('community_recipes')
    .select(['author_id', sql<string>`count(*)`.as('n')])
    .where('author_id', 'in', userIds)
    .groupBy('author_id')
    .execute();
  return new Map(rows.map((row) => [row.author_id, Number(row.n)]));
}

/** Gives the member a profile badge (creator, tester...) unless they have it. */
export async function addBadge(db: Executor, userId: string, badge: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      user_types: sql<string[]>`array_append(user_types, ${badge}::text)`,
      last_modified: Date.now(),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .where(sql<boolean>`not (${badge}::text = any(user_types))`)
    .execute();
}

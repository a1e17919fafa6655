import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Records that a member opened a recipe: the history always moves to `now`, while the recipe's
 * view_count grows once per member and day (UTC). The conditional update decides who counts: a
 * concurrent view of the same member waits for the row lock, then finds the day already counted.
 * Returns whether this view counted.
 */
export async function recordRecipeView(db: Kysely<DB>, userId: string, recipeId: string, now: Date): Promise<boolean> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recipe_views')
      .values({ user_id: userId, recipe_id: recipeId, last_view: now })
      .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doUpdateSet({ last_view: now }))
      .execute();
    const counted = await trx
      .updateTable('recipe_views')
      .set({ counted_on: today })
      .where('user_id', '=', userId)
      .where('recipe_id', '=', recipeId)
      .where((eb) => eb.or([eb('counted_on', 'is', null), eb('counted_on', '<>', today)]))
      .returning('recipe_id')
      .executeTakeFirst();
    if (counted) {
      // Its language rows locked in one order first (migration 022), as the rating and post counters
      // lock them: concurrent views and ratings of the recipe cannot then deadlock.
      await sql`select lock_recipe_rows(${recipeId})`.execute(trx);
      await trx
        .updateTable('recipes')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', recipeId)
        .execute();
    }
    return !!counted;
  });
}

/** The member's history: the recipes they opened, the latest first. */
export async function listRecipeViews(
  db: Kysely<DB>,
  userId: string,
  limit: number,
): Promise<{ id: string; last_view: Date }[]> {
  const rows = await db
    .selectFrom('recipe_views')
    .select(['recipe_id', 'last_view'])
    .where('user_id', '=', userId)
    .orderBy('last_view', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.recipe_id, last_view: new Date(row.last_view) }));
}

import type { Executor } from '../db/executor';

/** A member's rating of a recipe: their stars and reasons. */
export interface RatingRow {
  stars: number;
  reasons: string[];
}

export async function findRating(db: Executor, userId: string, recipeId: string): Promise<RatingRow | undefined> {
  return db
    .selectFrom('recipe_ratings')
    .select(['stars', 'reasons'])
    .where('recipe_id', '=', recipeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The member's first rating of the recipe, in one statement: undefined when they rated it already
 * (the primary key decides, so two calls at once cannot both insert).
 */
export async function insertRating(
  db: Executor,
  userId: string,
  recipeId: string,
  rating: RatingRow,
): Promise<RatingRow | undefined> {
  return db
    .insertInto('recipe_ratings')
    .values({ recipe_id: recipeId, user_id: userId, stars: rating.stars, reasons: rating.reasons })
    .onConflict((oc) => oc.columns(['recipe_id', 'user_id']).doNothing())
    .returning(['stars', 'reasons'])
    .executeTakeFirst();
}

/** Changes the member's rating (what is given of it); undefined when they have not rated the recipe. */
export async function updateRating(
  db: Executor,
  userId: string,
  recipeId: string,
  change: Partial<RatingRow>,
): Promise<RatingRow | undefined> {
  return db
    .updateTable('recipe_ratings')
    .set({ ...change, updated_at: new Date() })
    .where('recipe_id', '=', recipeId)
    .where('user_id', '=', userId)
    .returning(['stars', 'reasons'])
    .executeTakeFirst();
}

/**
 * The recipe's rating counters as its catalogue rows keep them (migration 021's trigger moves
 * them on every language row alike); zeros for a recipe without rows.
 */
export async function recipeRatingTotals(
  db: Executor,
  recipeId: string,
): Promise<{ ratings_count: number; rating_total: number }> {
  const row = await db
    .selectFrom('recipes')
    .select(['ratings_count', 'rating_total'])
    .where('id', '=', recipeId)
    .limit(1)
    .executeTakeFirst();
  return { ratings_count: row?.ratings_count ?? 0, rating_total: row?.rating_total ?? 0 };
}

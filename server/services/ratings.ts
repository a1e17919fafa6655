import type { Kysely, Transaction } from 'kysely';
import type { Rating, RatingBody, RatingChange } from '../../src/core/contract/ratings';
import { ratingAverage } from '../../src/core/recipes/rating-average';
import { RATING_REASONS, type RatingReason } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { type RatingRow, findRating, insertRating, recipeRatingTotals, updateRating } from '../repositories/ratings';
import { publishedRecipeAuthor } from '../repositories/published-recipes';
import { refuseBlocked } from './blocks';

const OWN_RECIPE = 'You cannot rate your own recipe';

/**
 * 403 naming `recipe` when the member wrote it (an author's stars would inflate their own average)
 * or while a block stands between the member and its author (under the pair's lock, as a comment).
 */
async function refuseOwnOrBlocked(trx: Transaction<DB>, userId: string, recipeId: string) {
  const recipe = await publishedRecipeAuthor(trx, recipeId);
  if (!recipe?.authorId) return;
  if (recipe.authorId === userId)
    throw new ApiError(403, ERRNO.FORBIDDEN, `recipe in body: ${OWN_RECIPE}.`, [
      { location: 'body', name: 'recipe', description: OWN_RECIPE },
    ]);
  await refuseBlocked(trx, userId, [{ memberId: recipe.authorId, field: 'recipe' }]);
}

/** Reasons in the list's own order, whatever order the member ticked them in. */
const inListOrder = (reasons: readonly string[]) => RATING_REASONS.filter((reason) => reasons.includes(reason));

/** The member's rating (or none) with the recipe's count and average, as GET/POST/PATCH rating answer. */
async function ratingOf(db: Executor, recipeId: string, rating: RatingRow | undefined): Promise<Rating> {
  const { ratings_count, rating_total } = await recipeRatingTotals(db, recipeId);
  return {
    recipe: recipeId,
    stars: rating?.stars ?? null,
    reasons: inListOrder(rating?.reasons ?? []) as RatingReason[],
    ratings_count,
    rating_average: ratingAverage(rating_total, ratings_count),
  };
}

/** The member's rating of a recipe (stars null when none) with the recipe's totals. */
export async function readRating(db: Kysely<DB>, userId: string, recipeId: string): Promise<Rating> {
  return ratingOf(db, recipeId, await findRating(db, userId, recipeId));
}

/**
 * The member's first rating of the recipe and the totals it leaves, in one transaction (the
 * trigger of migration 021 moves the counters in it); `rated` when they had rated it already;
 * 403 for its author or across a block.
 */
export async function rateRecipe(
  db: Kysely<DB>,
  userId: string,
  body: RatingBody,
): Promise<{ rated: true } | { rating: Rating }> {
  return db.transaction().execute(async (trx) => {
    await refuseOwnOrBlocked(trx, userId, body.recipe);
    const inserted = await insertRating(trx, userId, body.recipe, {
      stars: body.stars,
      reasons: inListOrder(body.reasons ?? []),
    });
    if (!inserted) return { rated: true as const };
    return { rating: await ratingOf(trx, body.recipe, inserted) };
  });
}

/** Changes the member's rating and reads the totals it leaves, in one transaction; undefined if not rated. */
export async function changeRating(db: Kysely<DB>, userId: string, change: RatingChange): Promise<Rating | undefined> {
  if (change.stars === undefined && change.reasons === undefined)
    throw invalidBody('stars', 'Give the stars, the reasons or both');
  return db.transaction().execute(async (trx) => {
    await refuseOwnOrBlocked(trx, userId, change.recipe);
    const updated = await updateRating(trx, userId, change.recipe, {
      ...(change.stars !== undefined ? { stars: change.stars } : {}),
      ...(change.reasons !== undefined ? { reasons: inListOrder(change.reasons) } : {}),
    });
    return updated && ratingOf(trx, change.recipe, updated);
  });
}

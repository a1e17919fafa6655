import type { Kysely, Transaction } from 'kysely';
import { MODERATING_ROLES, moderationRefusal } from '../../../src/core/accounts/roles';
import type { Db } from '../../db/create-db';
import type { Executor } from '../../db/executor';
import type { DB } from '../../db/schema';
import { ApiError, ERRNO, notFound } from '../../errors';
import type { ImageWork } from '../../images/image-work';
import type { ImageStorage } from '../../images/storage';
import { findPiece } from '../../repositories/community-recipe-pieces';
import {
  type CommunityRecipeRow,
  findCommunityRecipe,
  isTesterOf,
  lockCommunityRecipe,
  updateCommunityRecipe,
} from '../../repositories/community-recipes';
import { rolesOf } from '../../repositories/roles';
import { applyMove } from '../recipe-moves';

export interface RecipeDeps {
  db: Db;
  images: ImageStorage;
  imageWork: ImageWork;
}

/** Who reads a recipe: its author, a moderator (or staff), its assigned tester; null: nobody may. */
export type ReaderKind = 'author' | 'moderator' | 'tester';

export const recipeNotFound = (id: string) =>
  notFound('This recipe does not exist', { id, resource_name: 'community-recipe' });

/** The member reading, and when their session passed the second factor (moderators' powers need it). */
export interface RecipeReader {
  id: string;
  secondFactorAt: Date | string | null;
}

/**
 * How the member may read the recipe; null when they may not (they are then told it does not
 * exist). A moderator or staff member reads drafts only on a session that passed the second
 * factor: the same rule as the moderation routes (src/core's moderationRefusal), so a stolen
 * password alone reads nobody's drafts.
 */
export async function readerKind(
  db: Executor,
  recipe: CommunityRecipeRow,
  reader: RecipeReader,
): Promise<ReaderKind | null> {
  if (recipe.author_id === reader.id) return 'author';
  if (moderationRefusal({ roles: await rolesOf(db, reader.id) }, reader) === null) return 'moderator';
  if (await isTesterOf(db, recipe.id, reader.id)) return 'tester';
  return null;
}

/**
 * Whether a member other than the author may be told the recipe exists when they try to change it
 * (403, only its author writes) rather than that it does not (404): a moderator by role, or its
 * tester. Nothing of the recipe is read, so no second factor is needed to be told no.
 */
async function knowsOf(db: Executor, recipe: CommunityRecipeRow, memberId: string): Promise<boolean> {
  const roles = await rolesOf(db, memberId);
  return MODERATING_ROLES.some((role) => roles.includes(role)) || (await isTesterOf(db, recipe.id, memberId));
}

/**
 * One change of the author's recipe, in one transaction under the recipe's lock: 404 when the
 * member may not read it, 403 when they may read but not write it (a moderator, a tester), 409
 * when its status forbids edits (blocked); an edit of a validated recipe sends it back to the
 * moderators. Returns what `change` returns, and the keys of files to delete after the commit.
 */
export async function changeRecipe<T>(
  db: Kysely<DB>,
  recipeId: string,
  memberId: string,
  change: (trx: Transaction<DB>, recipe: CommunityRecipeRow) => Promise<T>,
  /** False for the moves that are not edits (submit, make private, delete). */
  asEdit = true,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const recipe = await lockCommunityRecipe(trx, recipeId);
    if (!recipe) throw recipeNotFound(recipeId);
    if (recipe.author_id !== memberId) {
      if (await knowsOf(trx, recipe, memberId))
        throw new ApiError(403, ERRNO.FORBIDDEN, 'Only its author may change a recipe.');
      throw recipeNotFound(recipeId);
    }
    if (asEdit) await applyMove(trx, recipe, 'edit', { id: memberId, kind: 'author' });
    const result = await change(trx, recipe);
    if (asEdit) await updateCommunityRecipe(trx, recipeId, {});
    return result;
  });
}

/** The recipe a piece belongs to, or a 404 naming the piece (as for a recipe one may not read). */
export async function recipeOfPiece(
  db: Kysely<DB>,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  pieceId: string,
  memberId: string,
): Promise<string> {
  const piece = await findPiece(db, table, pieceId);
  const recipe = piece && (await findCommunityRecipe(db, piece.recipe_id));
  if (!piece || !recipe || !(recipe.author_id === memberId || (await knowsOf(db, recipe, memberId))))
    throw notFound('This item does not exist', { id: pieceId, resource_name: table.replace('community_recipe_', '') });
  return piece.recipe_id;
}

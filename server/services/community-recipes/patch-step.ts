import type { Kysely } from 'kysely';
import type { CommunityStepPatch } from '../../../src/core/contract/community-recipes';
import type { DB } from '../../db/schema';
import { renumberSteps, updateStep } from '../../repositories/community-recipe-pieces';
import { recipeParts } from '../../repositories/community-recipes';
import { assertOwnIngredients } from './add-pieces';
import { changeRecipe, recipeOfPiece } from './recipe-access';

/** A step's words, ingredients or place (the other steps close up around it). */
export async function patchStep(db: Kysely<DB>, memberId: string, stepId: string, patch: CommunityStepPatch) {
  const recipeId = await recipeOfPiece(db, 'community_recipe_steps', stepId, memberId);
  await changeRecipe(db, recipeId, memberId, async (trx) => {
    if (patch.ingredients) await assertOwnIngredients(trx, recipeId, patch.ingredients);
    const changes = {
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.ingredients ? { ingredient_ids: patch.ingredients } : {}),
    };
    if (Object.keys(changes).length) await updateStep(trx, stepId, changes);
    if (patch.position !== undefined) {
      const order = (await recipeParts(trx, recipeId))!.steps.map((step) => step.id).filter((id) => id !== stepId);
      order.splice(Math.min(patch.position, order.length), 0, stepId);
      await renumberSteps(trx, order);
    }
  });
  return recipeId;
}

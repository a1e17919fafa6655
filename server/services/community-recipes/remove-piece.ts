import { deletePiece, findStep, forgetStepIngredient, renumberSteps } from '../../repositories/community-recipe-pieces';
import { recipeParts } from '../../repositories/community-recipes';
import { deleteFiles, unusedKeys } from './picture-files';
import { changeRecipe, type RecipeDeps, recipeOfPiece } from './recipe-access';

/** Removes an ingredient line (and from the steps that used it), a utensil, or a step (others close up). */
export async function removePiece(
  deps: RecipeDeps,
  memberId: string,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  pieceId: string,
): Promise<string> {
  const { db } = deps.db;
  const recipeId = await recipeOfPiece(db, table, pieceId, memberId);
  const stale = await changeRecipe(db, recipeId, memberId, async (trx) => {
    const step = table === 'community_recipe_steps' ? await findStep(trx, pieceId) : undefined;
    await deletePiece(trx, table, pieceId);
    if (table === 'community_recipe_ingredients') await forgetStepIngredient(trx, recipeId, pieceId);
    if (table === 'community_recipe_steps') {
      await renumberSteps(
        trx,
        (await recipeParts(trx, recipeId))!.steps.map((s) => s.id),
      );
      return unusedKeys(trx, recipeId, [step?.picture_key ?? null]);
    }
    return [];
  });
  await deleteFiles(deps.images, stale);
  return recipeId;
}

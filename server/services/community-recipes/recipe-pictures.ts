import { findStep, updateStep } from '../../repositories/community-recipe-pieces';
import { updateCommunityRecipe } from '../../repositories/community-recipes';
import { deleteFiles, storePicture, unusedKeys, type Upload } from './picture-files';
import { changeRecipe, type RecipeDeps, recipeOfPiece } from './recipe-access';

/** Writes a picture (the cover, or a step's) with its files; a failed write deletes the new files. */
async function replacePicture(
  deps: RecipeDeps,
  recipeId: string,
  memberId: string,
  image: Upload,
  target: { kind: 'cover' } | { kind: 'step'; stepId: string },
) {
  const stored = await storePicture(deps, memberId, image, target.kind === 'cover');
  try {
    const stale = await changeRecipe(deps.db.db, recipeId, memberId, async (trx, recipe) => {
      await stored.record(trx);
      if (target.kind === 'cover') {
        await updateCommunityRecipe(trx, recipeId, {
          picture_key: stored.keys[0],
          picture_thumbnail_key: stored.keys[1],
        });
        return unusedKeys(trx, recipeId, [recipe.picture_key, recipe.picture_thumbnail_key]);
      }
      const step = await findStep(trx, target.stepId);
      await updateStep(trx, target.stepId, { picture_key: stored.keys[0] });
      return unusedKeys(trx, recipeId, [step?.picture_key ?? null]);
    });
    await deleteFiles(deps.images, stale);
  } catch (error) {
    await deleteFiles(deps.images, stored.keys);
    throw error;
  }
}

export async function setCover(deps: RecipeDeps, recipeId: string, memberId: string, image: Upload) {
  await replacePicture(deps, recipeId, memberId, image, { kind: 'cover' });
}

export async function setStepPicture(deps: RecipeDeps, stepId: string, memberId: string, image: Upload) {
  const recipeId = await recipeOfPiece(deps.db.db, 'community_recipe_steps', stepId, memberId);
  await replacePicture(deps, recipeId, memberId, image, { kind: 'step', stepId });
  return recipeId;
}

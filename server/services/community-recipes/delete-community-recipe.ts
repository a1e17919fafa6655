import { deleteImageRecords } from '../../repositories/community-attachments';
import { deleteCommunityRecipeRow, pictureKeysOf, recipeParts } from '../../repositories/community-recipes';
import { withdrawFromCatalogue } from '../community-catalogue';
import { deleteFiles } from './picture-files';
import { changeRecipe, type RecipeDeps } from './recipe-access';

/**
 * Deletes the author's recipe with its pieces, takes it out of the catalogue, then deletes its
 * pictures once committed. Its reports stay (their recipe becomes null), as the evidence they are.
 */
export async function deleteCommunityRecipe(deps: RecipeDeps, recipeId: string, memberId: string) {
  const keys = await changeRecipe(
    deps.db.db,
    recipeId,
    memberId,
    async (trx) => {
      const parts = (await recipeParts(trx, recipeId))!;
      await withdrawFromCatalogue(trx, recipeId);
      const files = pictureKeysOf(parts);
      await deleteImageRecords(trx, files);
      await deleteCommunityRecipeRow(trx, recipeId);
      return files;
    },
    false,
  );
  await deleteFiles(deps.images, keys);
}

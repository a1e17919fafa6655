import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { updateCommunityRecipe } from '../../repositories/community-recipes';
import { changeRecipe } from './recipe-access';

export async function setDiets(db: Kysely<DB>, recipeId: string, memberId: string, diets: string[]) {
  await changeRecipe(db, recipeId, memberId, async (trx) => {
    await updateCommunityRecipe(trx, recipeId, { diets });
  });
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { invalidBody } from '../../errors';
import { updateCommunityRecipe } from '../../repositories/community-recipes';
import { listTerms } from '../../repositories/taxonomy';
import { changeRecipe } from './recipe-access';

/** The categories in order (existing category terms only; the first is the catalogue's). */
export async function setCategories(db: Kysely<DB>, recipeId: string, memberId: string, categories: string[]) {
  await changeRecipe(db, recipeId, memberId, async (trx, recipe) => {
    const known = new Set((await listTerms(trx, 'category', recipe.language)).map((term) => term.id));
    const unknown = categories.find((key) => !known.has(key));
    if (unknown) throw invalidBody('categories', `${unknown} is not a category`);
    await updateCommunityRecipe(trx, recipeId, { categories });
  });
}

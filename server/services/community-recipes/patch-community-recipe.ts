import type { Kysely } from 'kysely';
import type { CommunityRecipePatch } from '../../../src/core/contract/community-recipes';
import { type CommunityRecipeStatus, transition } from '../../../src/core/recipes/recipe-status';
import type { DB } from '../../db/schema';
import { ApiError, ERRNO } from '../../errors';
import { recipeParts, updateCommunityRecipe } from '../../repositories/community-recipes';
import { requireCreatorTerms } from '../creator-terms';
import { applyMove } from '../recipe-moves';
import { changeRecipe } from './recipe-access';
import { problemsOf } from './recipe-view';

/** The fields of a PATCH, and a move when it carries `status` (submitted: publish; private). */
export async function patchCommunityRecipe(
  db: Kysely<DB>,
  recipeId: string,
  memberId: string,
  patch: CommunityRecipePatch,
): Promise<void> {
  const { status, ...fields } = patch;
  if (fields.title !== undefined) fields.title = fields.title.trim();
  if (Object.keys(fields).length) {
    await changeRecipe(db, recipeId, memberId, async (trx) => {
      const { numberOfPeople, ...rest } = fields;
      await updateCommunityRecipe(trx, recipeId, {
        ...rest,
        ...(numberOfPeople !== undefined ? { number_of_people: numberOfPeople } : {}),
      });
    });
  }
  if (status === 'submitted') await submitCommunityRecipe(db, recipeId, memberId);
  if (status === 'private') {
    await changeRecipe(
      db,
      recipeId,
      memberId,
      async (trx, recipe) => {
        await applyMove(trx, recipe, 'make_private', { id: memberId, kind: 'author' });
      },
      false,
    );
  }
}

/**
 * "Publish": every rule of SPEC section 5 checked at once; one 400 naming every failing field and
 * nothing written, or the recipe goes to the moderators.
 */
async function submitCommunityRecipe(db: Kysely<DB>, recipeId: string, memberId: string): Promise<void> {
  await changeRecipe(
    db,
    recipeId,
    memberId,
    async (trx, recipe) => {
      await requireCreatorTerms(trx, memberId);
      const parts = (await recipeParts(trx, recipeId))!;
      const problems = problemsOf(parts);
      // The status first: a recipe that cannot be submitted now is told so before its gaps.
      const movable = transition(recipe.status as CommunityRecipeStatus, 'submit', 'author').ok;
      const [first] = problems;
      if (first && movable) {
        const details = problems.map((p) => ({ location: 'body', name: p.field, description: p.message }));
        throw new ApiError(400, ERRNO.INVALID_POSTED_DATA, `${first.field} in body: ${first.message}`, details);
      }
      await applyMove(trx, recipe, 'submit', { id: memberId, kind: 'author' });
    },
    false,
  );
}

import type { Kysely } from 'kysely';
import { QUEUE_STATUSES } from '../../src/core/recipes/recipe-status';
import type { CookingTestStage } from '../../src/core/rules';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { insertCookingTest, lockRecipeToTest, lockTester, setCookingTestStage } from '../repositories/cooking-tests';

/** The badge a member needs to be asked to cook a recipe before moderators decide (SPEC section 3). */
export const TESTER_BADGE = 'tester';

const recipeNotFound = (id: string) =>
  notFound('This recipe does not exist', { id, resource_name: 'community-recipe' });

export const cookingTestNotFound = (id: string) =>
  notFound('This cooking test does not exist', { id, resource_name: 'recipe-test' });

/**
 * A moderator asks a member with the tester badge to cook a recipe waiting for a decision
 * (submitted or reported; otherwise a 409 naming its status). The recipe's author cannot test it;
 * the same tester is asked once per recipe (409). Returns the test's id.
 */
export async function assignCookingTest(
  db: Kysely<DB>,
  moderatorId: string,
  { recipe, tester }: { recipe: string; tester: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const target = await lockRecipeToTest(trx, recipe);
    if (!target) throw recipeNotFound(recipe);
    if (!(QUEUE_STATUSES as readonly string[]).includes(target.status))
      throw new ApiError(409, ERRNO.STATUS_CONFLICT, `Only a recipe waiting for moderation can be tested.`, [
        { location: 'body', name: 'status', description: `The recipe is ${target.status}` },
      ]);
    const member = await lockTester(trx, tester);
    if (!member?.user_types.includes(TESTER_BADGE)) throw invalidBody('tester', 'This member is not a recipe tester');
    if (member.id === target.author_id) throw invalidBody('tester', 'A recipe’s author cannot test it');
    const id = await insertCookingTest(trx, { recipe_id: recipe, tester_id: tester, assigned_by: moderatorId });
    if (!id) throw invalidBody('tester', 'This tester is already asked to test this recipe', 409);
    return id;
  });
}

/** The tester moves their test; anyone else's test, or none, is a 404. */
export async function moveCookingTest(db: Kysely<DB>, id: string, testerId: string, stage: CookingTestStage) {
  if (!(await setCookingTestStage(db, id, testerId, stage))) throw cookingTestNotFound(id);
}

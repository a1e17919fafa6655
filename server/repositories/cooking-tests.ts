import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CookingTestStage } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type CursorPosition, cursorTime, keysetQuery } from './community-columns';
import { summaryQuery } from './community-recipe-lists';

/**
 * The recipe a test is asked for, under a share lock until the transaction ends: its status cannot
 * move, nor the recipe go, before the test naming it is written.
 */
export async function lockRecipeToTest(trx: Transaction<DB>, recipeId: string) {
  return trx
    .selectFrom('community_recipes')
    .select(['id', 'status', 'author_id'])
    .where('id', '=', recipeId)
    .forShare()
    .executeTakeFirst();
}

/** The member asked to test, with their badges, kept from deletion until the transaction ends. */
export async function lockTester(trx: Transaction<DB>, userId: string) {
  return trx.selectFrom('users').select(['id', 'user_types']).where('id', '=', userId).forKeyShare().executeTakeFirst();
}

/** Writes the test in one statement; undefined when this tester is already asked for this recipe. */
export async function insertCookingTest(
  db: Executor,
  test: { recipe_id: string; tester_id: string; assigned_by: string },
): Promise<string | undefined> {
  const row = await db
    .insertInto('cooking_tests')
    .values({ id: randomUUID(), ...test })
    .onConflict((oc) => oc.columns(['recipe_id', 'tester_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Moves the tester's own test to `stage`; undefined when no such test is theirs. */
export async function setCookingTestStage(
  db: Executor,
  id: string,
  testerId: string,
  stage: CookingTestStage,
): Promise<string | undefined> {
  const row = await db
    .updateTable('cooking_tests')
    .set({ stage, updated_at: new Date() })
    .where('id', '=', id)
    .where('tester_id', '=', testerId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Cooking tests of a tester, of a recipe, or the one `id`, newest change first, resuming strictly
 * after `after` (keyset). Each row is its recipe as a list line of community recipes
 * (`summaryQuery`: `id` is the recipe's, the member columns its author's) with the test
 * (`test_id`, `stage`, `cursor_at` its change time) and the tester (`tester_*`). Asks for one row
 * more than `limit`.
 */
export async function listCookingTests(
  db: Executor,
  filter: { testerId?: string; recipeId?: string; id?: string },
  { after, limit }: { after?: CursorPosition; limit: number },
) {
  let query = summaryQuery(db)
    .innerJoin('cooking_tests as t', 't.recipe_id', 'r.id')
    .innerJoin('users as tu', 'tu.id', 't.tester_id')
    .select([
      't.id as test_id',
      't.stage',
      cursorTime('t.updated_at').as('cursor_at'),
      'tu.id as tester_id',
      'tu.username as tester_username',
      'tu.first_name as tester_first_name',
      'tu.last_name as tester_last_name',
      'tu.show_full_name as tester_show_full_name',
      'tu.profile_picture as tester_profile_picture',
      'tu.user_types as tester_user_types',
    ]);
  if (filter.testerId) query = query.where('t.tester_id', '=', filter.testerId);
  if (filter.recipeId) query = query.where('t.recipe_id', '=', filter.recipeId);
  if (filter.id) query = query.where('t.id', '=', filter.id);
  return keysetQuery(query, { time: 't.updated_at', id: 't.id' }, 'desc', { after, limit }).execute();
}

export type CookingTestRow = Awaited<ReturnType<typeof listCookingTests>>[number];

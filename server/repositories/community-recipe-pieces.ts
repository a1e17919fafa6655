import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type { CommunityRecipeSteps, DB } from '../db/schema';
import type { StepRow } from './community-recipes';

/** How many pieces of a kind the recipe has (the limits of the contract). */
export async function countPieces(
  db: Executor,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  recipeId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipe_id', '=', recipeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next free position of a kind of piece (appended last). */
async function nextPosition(db: Executor, table: PieceTable, recipeId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('recipe_id', '=', recipeId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

type PieceTable = 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps';
type NewPiece<T extends PieceTable> = Omit<Insertable<DB[T]>, 'position'> & { recipe_id: string };

/** Appends a piece after the recipe's last one of its kind. */
async function insertPiece<T extends PieceTable>(db: Executor, table: T, row: NewPiece<T>) {
  const position = await nextPosition(db, table, row.recipe_id);
  // Each table's row type is checked at the three callers below; Kysely cannot follow `T` here.
  await db
    .insertInto(table)
    .values({ ...row, position } as never)
    .execute();
}

export const insertIngredient = (db: Executor, row: NewPiece<'community_recipe_ingredients'>) =>
  insertPiece(db, 'community_recipe_ingredients', row);
export const insertKitchenware = (db: Executor, row: NewPiece<'community_recipe_kitchenware'>) =>
  insertPiece(db, 'community_recipe_kitchenware', row);
export const insertStep = (db: Executor, row: NewPiece<'community_recipe_steps'>) =>
  insertPiece(db, 'community_recipe_steps', row);

/** A piece and the recipe it belongs to (the recipe's lock is taken next, by the caller). */
export async function findPiece(
  db: Executor,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  id: string,
): Promise<{ id: string; recipe_id: string } | undefined> {
  return db.selectFrom(table).select(['id', 'recipe_id']).where('id', '=', id).executeTakeFirst();
}

export async function findStep(db: Executor, id: string): Promise<StepRow | undefined> {
  return db.selectFrom('community_recipe_steps').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deletePiece(
  db: Executor,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  id: string,
) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

/** Takes a deleted ingredient line out of the steps that used it. */
export async function forgetStepIngredient(db: Executor, recipeId: string, ingredientId: string) {
  await db
    .updateTable('community_recipe_steps')
    .set({ ingredient_ids: sql`array_remove(ingredient_ids, ${ingredientId}::uuid)` })
    .where('recipe_id', '=', recipeId)
    .execute();
}

export async function updateStep(db: Executor, id: string, changes: Updateable<CommunityRecipeSteps>) {
  await db.updateTable('community_recipe_steps').set(changes).where('id', '=', id).execute();
}

/** Writes the steps' positions 0..n-1 in the order given (a reorder, or closing a gap). */
export async function renumberSteps(db: Executor, orderedIds: readonly string[]) {
  for (const [position, id] of orderedIds.entries())
    await db.updateTable('community_recipe_steps').set({ position }).where('id', '=', id).execute();
}

/** Which of these ids are ingredient lines of the recipe. */
export async function ingredientIdsOf(db: Executor, recipeId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('community_recipe_ingredients')
    .select('id')
    .where('recipe_id', '=', recipeId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

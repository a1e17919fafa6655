import { type Insertable, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { CommunityRecipeStatus } from '../../src/core/recipes/recipe-status';
import type { Executor } from '../db/executor';
import type {
  CommunityRecipeIngredientsTable,
  CommunityRecipeKitchenwareTable,
  CommunityRecipeStepsTable,
  CommunityRecipesTable,
  Database,
} from '../db/schema';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime } from './community-columns';

export type CommunityRecipeRow = Selectable<CommunityRecipesTable>;
export type IngredientRow = Selectable<CommunityRecipeIngredientsTable>;
export type KitchenwareRow = Selectable<CommunityRecipeKitchenwareTable>;
export type StepRow = Selectable<CommunityRecipeStepsTable>;

/** A community recipe and its pieces, in order. */
export interface RecipeParts {
  recipe: CommunityRecipeRow;
  ingredients: IngredientRow[];
  kitchenware: KitchenwareRow[];
  steps: StepRow[];
}

export async function insertCommunityRecipe(db: Executor, row: Insertable<CommunityRecipesTable>) {
  await db.insertInto('community_recipes').values(row).execute();
}

export async function findCommunityRecipe(db: Executor, id: string): Promise<CommunityRecipeRow | undefined> {
  return db.selectFrom('community_recipes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The recipe's row under its lock, held until the transaction ends: every write starts here. */
export async function lockCommunityRecipe(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('community_recipes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateCommunityRecipe(db: Executor, id: string, changes: Updateable<CommunityRecipesTable>) {
  await db
    .updateTable('community_recipes')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteCommunityRecipeRow(db: Executor, id: string) {
  await db.deleteFrom('community_recipes').where('id', '=', id).execute();
}

export async function recipeParts(db: Executor, id: string): Promise<RecipeParts | undefined> {
  const recipe = await findCommunityRecipe(db, id);
  if (!recipe) return undefined;
  const [ingredients, kitchenware, steps] = await Promise.all([
    db
      .selectFrom('community_recipe_ingredients')
      .selectAll()
      .where('recipe_id', '=', id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('community_recipe_kitchenware')
      .selectAll()
      .where('recipe_id', '=', id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db.selectFrom('community_recipe_steps').selectAll().where('recipe_id', '=', id).orderBy('position').execute(),
  ]);
  return { recipe, ingredients, kitchenware, steps };
}

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
type NewPiece<T extends PieceTable> = Omit<Insertable<Database[T]>, 'position'> & { recipe_id: string };

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

export async function updateStep(db: Executor, id: string, changes: Updateable<CommunityRecipeStepsTable>) {
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

/** Every stored picture key of the recipe (cover, its thumbnail, the steps'), to delete its files. */
export function pictureKeysOf(parts: RecipeParts): string[] {
  return [
    parts.recipe.picture_key,
    parts.recipe.picture_thumbnail_key,
    ...parts.steps.map((step) => step.picture_key),
  ].filter((key): key is string => !!key);
}

/** Whether the member is asked to cook-test the recipe (testers may read it). */
export async function isTesterOf(db: Executor, recipeId: string, memberId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('cooking_tests')
    .select('id')
    .where('recipe_id', '=', recipeId)
    .where('tester_id', '=', memberId)
    .executeTakeFirst());
}

/** The columns of a list line: the recipe, its author, its open reports (cooking tests build on it too). */
export function summaryQuery(db: Executor) {
  return db
    .selectFrom('community_recipes as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select((eb) => [
      'r.id',
      'r.title',
      'r.language',
      'r.picture_thumbnail_key',
      'r.status',
      'r.refusal_reason',
      'r.published_slug',
      'r.updated_at',
      'r.submitted_at',
      'u.id as author_id',
      ...MEMBER_COLUMNS,
      eb
        .selectFrom('community_reports as cr')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('cr.recipe_id', '=', 'r.id')
        .where('cr.status', '=', 'open')
        .as('reports_count'),
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number] & {
  cursor_at: string;
};

/** The author's recipes, newest change first, by status if asked; one row more than `limit`. */
export async function listOwnRecipes(
  db: Executor,
  authorId: string,
  options: { status?: CommunityRecipeStatus; after?: CursorPosition; limit: number },
): Promise<SummaryRow[]> {
  let query = summaryQuery(db).select(cursorTime('r.updated_at').as('cursor_at')).where('r.author_id', '=', authorId);
  if (options.status) query = query.where('r.status', '=', options.status);
  if (options.after)
    query = query.where(
      sql<boolean>`(r.updated_at, r.id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  return query
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/** The moderators' queue: the statuses asked, the oldest submission first; one row more than `limit`. */
export async function listQueue(
  db: Executor,
  options: { statuses: readonly CommunityRecipeStatus[]; after?: CursorPosition; limit: number },
): Promise<SummaryRow[]> {
  let query = summaryQuery(db)
    .select(cursorTime('r.submitted_at').as('cursor_at'))
    .where('r.status', 'in', [...options.statuses])
    .where('r.submitted_at', 'is not', null);
  if (options.after)
    query = query.where(
      sql<boolean>`(r.submitted_at, r.id) > (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  return query
    .orderBy('r.submitted_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(options.limit + 1)
    .execute();
}

/** The decisions taken on a recipe, oldest first, with who took them (null once their account is gone). */
export async function decisionsOf(db: Executor, recipeId: string) {
  return db
    .selectFrom('recipe_moderation_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.actor_id')
    .select([
      'd.id',
      'd.decision',
      'd.from_status',
      'd.to_status',
      'd.reason',
      'd.created_at',
      'd.actor_id',
      'u.id as user_id',
      ...MEMBER_COLUMNS,
    ])
    .where('d.recipe_id', '=', recipeId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

export async function insertDecision(
  db: Executor,
  row: {
    recipe_id: string;
    actor_id: string;
    decision: string;
    from_status: string;
    to_status: string;
    reason: string | null;
  },
) {
  await db.insertInto('recipe_moderation_decisions').values(row).execute();
}

/** The open reports of a recipe, oldest first. */
export async function openReportsOf(db: Executor, recipeId: string) {
  return db
    .selectFrom('community_reports')
    .select(['id', 'message', 'created_at'])
    .where('recipe_id', '=', recipeId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
}

/** Closes a recipe's open reports once a moderator decided on it. */
export async function closeReportsOf(db: Executor, recipeId: string) {
  await db
    .updateTable('community_reports')
    .set({ status: 'closed' })
    .where('recipe_id', '=', recipeId)
    .where('status', '=', 'open')
    .execute();
}

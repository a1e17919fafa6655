import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type {
  CommunityRecipeIngredients,
  CommunityRecipeKitchenware,
  CommunityRecipes,
  CommunityRecipeSteps,
  DB,
} from '../db/schema';

export type CommunityRecipeRow = Selectable<CommunityRecipes>;
export type IngredientRow = Selectable<CommunityRecipeIngredients>;
export type KitchenwareRow = Selectable<CommunityRecipeKitchenware>;
export type StepRow = Selectable<CommunityRecipeSteps>;

/** A community recipe and its pieces, in order. */
export interface RecipeParts {
  recipe: CommunityRecipeRow;
  ingredients: IngredientRow[];
  kitchenware: KitchenwareRow[];
  steps: StepRow[];
}

export async function insertCommunityRecipe(db: Executor, row: Insertable<CommunityRecipes>) {
  await db.insertInto('community_recipes').values(row).execute();
}

export async function findCommunityRecipe(db: Executor, id: string): Promise<CommunityRecipeRow | undefined> {
  return db.selectFrom('community_recipes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The recipe's row under its lock, held until the transaction ends: every write starts here. */
export async function lockCommunityRecipe(trx: Transaction<DB>, id: string) {
  return trx.selectFrom('community_recipes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateCommunityRecipe(db: Executor, id: string, changes: Updateable<CommunityRecipes>) {
  await db
    .updateTable('community_recipes')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The member's recipes now in the public catalogue. */
export async function publishedCommunityRecipeIdsOf(db: Executor, authorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('community_recipes')
    .select('id')
    .where('author_id', '=', authorId)
    .where('published_slug', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
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

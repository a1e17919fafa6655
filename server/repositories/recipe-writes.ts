import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { RecipeIngredient, RecipeStep } from '../db/json-columns';
import type { Recipes } from '../db/schema';

/**
 * A recipe row to write, its JSON columns as values (encoded here, at the database's edge). The
 * one writer (server/services/recipe-writer.ts) maps the contract's input to it and stamps it.
 */
export type NewRecipe = Omit<Insertable<Recipes>, 'last_modified' | 'ingredients' | 'kitchenware' | 'steps'> & {
  ingredients: RecipeIngredient[];
  kitchenware: string[];
  steps: RecipeStep[];
};
export type StampedRecipe = NewRecipe & { last_modified: number };

const encoded = (row: StampedRecipe): Insertable<Recipes> => ({
  ...row,
  ingredients: JSON.stringify(row.ingredients),
  kitchenware: JSON.stringify(row.kitchenware),
  steps: JSON.stringify(row.steps),
});

/** Inserts stamped rows, in batches: a statement has at most 65535 parameters. */
export async function insertRecipeRows(trx: Executor, rows: StampedRecipe[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('recipes')
      .values(rows.slice(i, i + 200).map(encoded))
      .execute();
}

/** Writes every field of the row over the recipe's row in its language (its key and counters kept). */
export async function replaceRecipeRow(trx: Executor, row: StampedRecipe): Promise<void> {
  await trx
    .updateTable('recipes')
    .set({ ...encoded(row), updated_at: new Date() })
    .where('id', '=', row.id)
    .where('language', '=', row.language)
    .execute();
}

/** Which of the id and the slug another recipe of the language already uses, if any. */
export async function takenRecipeKey(
  db: Executor,
  language: string,
  id: string,
  urlSlug: string,
): Promise<'id' | 'url_slug' | undefined> {
  const taken = await db
    .selectFrom('recipes')
    .select('id')
    .where('language', '=', language)
    .where((eb) => eb.or([eb('url_slug', '=', urlSlug), eb('id', '=', id)]))
    .executeTakeFirst();
  return taken && (taken.id === id ? 'id' : 'url_slug');
}

/** The slug of the recipe's row in the language, whatever its status; undefined without a row. */
export async function recipeSlugIn(db: Executor, language: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select('url_slug')
    .where('id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.url_slug;
}

/** Whether a recipe of the language other than `id` holds the slug. */
export async function slugTakenByAnother(db: Executor, language: string, slug: string, id: string): Promise<boolean> {
  const taken = await db
    .selectFrom('recipes')
    .select('id')
    .where('language', '=', language)
    .where('url_slug', '=', slug)
    .where('id', '!=', id)
    .executeTakeFirst();
  return !!taken;
}

/** The language of a published row of the recipe, if one is published. */
export async function publishedLanguageOf(db: Executor, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select('language')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.language;
}

/** Gives every row of the recipe the status (out of every public read unless `published`), stamped. */
export async function setRecipeStatus(db: Executor, id: string, status: string, lastModified: number): Promise<void> {
  await db
    .updateTable('recipes')
    .set({ status, last_modified: lastModified, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

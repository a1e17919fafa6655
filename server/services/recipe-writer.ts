import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RecipeInput, RecipeRecord } from '../../src/core/contract/recipes';
import { type RuleProblem, recipeProblems } from '../../src/core/recipes/recipe-rules';
import type { DB } from '../db/schema';
import { reserveCatalogueTimestamps } from '../repositories/collection-timestamps';
import {
  type NewRecipeRow,
  type RecipeRow,
  findPublishedRecipe,
  insertRecipeRows,
  recipesTimestamp,
  takenRecipeKey,
  toRecord,
} from '../repositories/recipes';

/**
 * The one recipe writer, shared by the seed and the staff's publishing. Kinto's rule: every
 * record written gets a `last_modified` strictly after every earlier one of its collection (a
 * language), also when writers run at once. Each language's timestamps are reserved under its
 * row lock (catalogue_timestamps), held until the writer's transaction ends.
 */
async function stampRecipes(trx: Transaction<DB>, rows: NewRecipeRow[], now: number) {
  const byLanguage = new Map<string, NewRecipeRow[]>();
  for (const row of rows) {
    const group = byLanguage.get(row.language);
    if (group) group.push(row);
    else byLanguage.set(row.language, [row]);
  }
  const stamped = [];
  // Languages in one order, so two writers never wait for each other's locks crosswise.
  for (const language of [...byLanguage.keys()].sort()) {
    const group = byLanguage.get(language)!;
    // The records' own newest timestamp too: rows written before the counter, or by a migration.
    const first = await reserveCatalogueTimestamps(
      trx,
      language,
      group.length,
      now,
      await recipesTimestamp(trx, language),
    );
    stamped.push(...group.map((row, index) => ({ ...row, last_modified: first + index })));
  }
  return stamped;
}

/**
 * Writes recipes in the caller's transaction, each language's in the order given, with
 * increasing timestamps after any existing one, the newest `now` when the clock allows.
 */
export async function writeRecipes(trx: Transaction<DB>, rows: NewRecipeRow[], now: number): Promise<void> {
  await insertRecipeRows(trx, await stampRecipes(trx, rows, now));
}

/** What the product rules say of a recipe to publish, beyond its shape; empty when fine. */
export function publishingProblems(input: RecipeInput): RuleProblem[] {
  const draft = { ...input, cooking_time: input.cooking_time ?? 0, resting_time: input.resting_time ?? 0 };
  const problems = recipeProblems(draft);
  const keys = new Set(input.ingredients.map((item) => item.ingredient));
  for (const step of input.steps) {
    for (const key of step.ingredients ?? [])
      if (!keys.has(key))
        problems.push({ field: 'steps', message: `Step ingredient ${key} is not in the ingredients` });
  }
  return problems;
}

function rowOf(language: string, id: string, input: RecipeInput): NewRecipeRow {
  const cooking = input.cooking_time ?? 0;
  const resting = input.resting_time ?? 0;
  return {
    id,
    language,
    url_slug: input.url_slug,
    vertical: input.vertical,
    category: input.category,
    origin: input.origin,
    diets: input.diets ?? [],
    number_of_people: input.numberOfPeople,
    difficulty: input.difficulty,
    preparation_time: input.preparation_time,
    cooking_time: cooking,
    resting_time: resting,
    total_time: input.preparation_time + cooking + resting,
    access_mode: input.access_mode ?? 'free',
    status: 'published',
    has_video: !!input.video,
    title: input.title,
    subtitle: input.subtitle ?? '',
    description: input.description ?? '',
    ingredients: JSON.stringify(
      input.ingredients.map((item) => ({ ...item, quantity: item.quantity ?? null, unit: item.unit ?? null })),
    ),
    kitchenware: JSON.stringify(input.kitchenware ?? []),
    steps: JSON.stringify(
      input.steps.map((step) => ({
        description: step.description,
        ingredients: step.ingredients ?? [],
        picture: null,
      })),
    ),
    palette: input.palette ?? ['#c62828', '#ffc627', '#fff4e0'],
    web_cover: null,
    web_cover_thumbnail: null,
    video: input.video ?? null,
    author_id: null,
  };
}

/**
 * Publishes a recipe in a language, live at once, in one transaction; or says which of its id
 * and slug another recipe of the language holds. The check runs under the language's lock, so
 * two publishes of one slug cannot both pass it.
 */
export async function publishRecipe(
  db: Kysely<DB>,
  language: string,
  input: RecipeInput,
  now = Date.now(),
): Promise<{ row: RecipeRow } | { taken: 'id' | 'url_slug' }> {
  const id = input.id ?? randomUUID();
  return db.transaction().execute(async (trx) => {
    const stamped = await stampRecipes(trx, [rowOf(language, id, input)], now);
    const taken = await takenRecipeKey(trx, language, id, input.url_slug);
    if (taken) return { taken };
    await insertRecipeRows(trx, stamped);
    return { row: (await findPublishedRecipe(trx, language, id))! };
  });
}

/**
 * A recipe as it would be published, not written anywhere: a staff preview (server/routes/previews.ts)
 * shows it with the site's own page.
 */
export function previewRecord(language: string, input: RecipeInput, now = Date.now()): RecipeRecord {
  const row = rowOf(language, input.id ?? randomUUID(), input);
  return toRecord(
    {
      ...row,
      diets: row.diets ?? [],
      ingredients: JSON.parse(row.ingredients as string),
      kitchenware: JSON.parse(row.kitchenware as string),
      steps: JSON.parse(row.steps as string),
      palette: row.palette ?? [],
      last_modified: String(now),
      view_count: 0,
      ratings_count: 0,
      posts_count: 0,
      rating_total: 0,
      created_at: new Date(now),
      updated_at: new Date(now),
      ingredient_keys: input.ingredients.map((item) => item.ingredient),
      step_by_step: false,
      author_id: null,
      web_cover: null,
      web_cover_thumbnail: null,
      video: row.video ?? null,
    } as RecipeRow,
    true,
  );
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RecipeInput, RecipeRecord } from '../../src/core/contract/recipes';
import { type RuleProblem, recipeProblems } from '../../src/core/recipes/recipe-rules';
import type { DB } from '../db/schema';
import { reserveCatalogueTimestamps } from '../repositories/collection-timestamps';
import {
  type NewRecipe,
  type StampedRecipe,
  insertRecipeRows,
  publishedLanguageOf,
  replaceRecipeRow,
  setRecipeStatus,
  takenRecipeKey,
} from '../repositories/recipe-writes';
import { type RecipeRow, findPublishedRecipe, recipesTimestamp, toRecord } from '../repositories/recipes';

/**
 * The one recipe writer: the seed, the staff's publishing and the publication of a validated
 * community recipe all write the contract's publish shape (`RecipeInput`) through it. Kinto's rule:
 * every record written gets a `last_modified` strictly after every earlier one of its collection (a
 * language), also when writers run at once. Each language's timestamps are reserved under its
 * row lock (catalogue_timestamps), held until the writer's transaction ends.
 */

/** What a recipe has beyond its input: pictures stored by the seed or a member, its member author. */
export interface RecipeExtras {
  web_cover?: string | null;
  web_cover_thumbnail?: string | null;
  /** Each step's picture, by the steps' order. */
  step_pictures?: readonly (string | null)[];
  author_id?: string | null;
}

/** A recipe to write in a language: the input as staff would publish it, with its extras. */
export interface RecipeToWrite {
  language: string;
  input: RecipeInput & { id: string };
  extras?: RecipeExtras;
}

const DEFAULT_PALETTE = ['#c62828', '#ffc627', '#fff4e0'];

/** A mapped row: the columns the database would default are all given. */
type MappedRecipe = NewRecipe &
  Required<Pick<NewRecipe, 'description' | 'subtitle' | 'access_mode' | 'status' | 'has_video' | 'diets' | 'palette'>>;

/** The row of a recipe's input in a language: the one mapper from the contract to the database. */
function recipeRow({ language, input, extras = {} }: RecipeToWrite): MappedRecipe {
  const cooking = input.cooking_time ?? 0;
  const resting = input.resting_time ?? 0;
  return {
    id: input.id,
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
    has_video: input.has_video ?? !!input.video,
    title: input.title,
    subtitle: input.subtitle ?? '',
    description: input.description ?? '',
    ingredients: input.ingredients.map((item) => ({
      ...item,
      quantity: item.quantity ?? null,
      unit: item.unit ?? null,
    })),
    kitchenware: input.kitchenware ?? [],
    steps: input.steps.map((step, index) => ({
      description: step.description,
      ingredients: step.ingredients ?? [],
      picture: extras.step_pictures?.[index] ?? null,
    })),
    palette: input.palette ?? DEFAULT_PALETTE,
    web_cover: extras.web_cover ?? null,
    web_cover_thumbnail: extras.web_cover_thumbnail ?? null,
    video: input.video ?? null,
    author_id: extras.author_id ?? null,
  };
}

async function stampRecipes(trx: Transaction<DB>, rows: NewRecipe[], now: number): Promise<StampedRecipe[]> {
  const byLanguage = new Map<string, NewRecipe[]>();
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
export async function writeRecipes(trx: Transaction<DB>, recipes: RecipeToWrite[], now: number): Promise<void> {
  await insertRecipeRows(trx, await stampRecipes(trx, recipes.map(recipeRow), now));
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
    const stamped = await stampRecipes(trx, [recipeRow({ language, input: { ...input, id } })], now);
    const taken = await takenRecipeKey(trx, language, id, input.url_slug);
    if (taken) return { taken };
    await insertRecipeRows(trx, stamped);
    return { row: (await findPublishedRecipe(trx, language, id))! };
  });
}

/**
 * Publishes a recipe in the caller's transaction over its earlier row when `replace` (the same
 * row, its key and counters kept, every field written again), else as a new row. The slug comes
 * from `slugFor`, called once the language's timestamp lock is held, so no other writer of the
 * language can take it before this transaction ends.
 */
export async function publishOver(
  trx: Transaction<DB>,
  recipe: RecipeToWrite,
  { replace, slugFor }: { replace: boolean; slugFor: () => Promise<string> },
  now = Date.now(),
): Promise<string> {
  const [stamped] = await stampRecipes(trx, [recipeRow(recipe)], now);
  if (!stamped) throw new Error(`The recipe ${recipe.input.id} was not stamped`);
  const row = { ...stamped, url_slug: await slugFor() };
  if (replace) await replaceRecipeRow(trx, row);
  else await insertRecipeRows(trx, [row]);
  return row.url_slug;
}

/** Takes a recipe out of every public read (the row stays, `status` says why), newly stamped. */
export async function withdrawRecipe(trx: Transaction<DB>, id: string, status: string, now = Date.now()) {
  const language = await publishedLanguageOf(trx, id);
  if (!language) return;
  const stamp = await reserveCatalogueTimestamps(trx, language, 1, now, await recipesTimestamp(trx, language));
  await setRecipeStatus(trx, id, status, stamp);
}

/**
 * A recipe as it would be published, not written anywhere: a staff preview (server/routes/previews.ts)
 * shows it with the site's own page.
 */
export function previewRecord(language: string, input: RecipeInput, now = Date.now()): RecipeRecord {
  const row = recipeRow({ language, input: { ...input, id: input.id ?? randomUUID() } });
  const preview: RecipeRow = {
    ...row,
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
  };
  return toRecord(preview, true);
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RecipesTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type RecipeRow = Selectable<RecipesTable>;

/** The public record of a recipe in one language (SPEC section 3 field names). */
export interface RecipeRecord {
  id: string;
  last_modified: number;
  language: string;
  url_slug: string;
  vertical: string;
  category: string;
  origin: string;
  diets: string[];
  numberOfPeople: number;
  difficulty: string;
  total_time: number;
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  viewCount: number;
  ratings_count: number;
  posts_count: number;
  access_mode: string;
  status: string;
  has_video: boolean;
  title: string;
  subtitle: string;
  description: string;
  palette: string[];
  /** Present only for callers who may see the recipe's content. */
  ingredients?: RecipeRow['ingredients'];
  kitchenware: string[];
  steps?: RecipeRow['steps'];
  locked: boolean;
}

/**
 * Turns a row into its record. Premium and book recipes keep their summary but lose steps and
 * ingredients unless the caller may see them (SPEC section 4, recipe access).
 */
export function toRecord(row: RecipeRow, canSeeContent: boolean): RecipeRecord {
  const locked = row.access_mode !== 'free' && !canSeeContent;
  return {
    id: row.id,
    last_modified: Number(row.last_modified),
    language: row.language,
    url_slug: row.url_slug,
    vertical: row.vertical,
    category: row.category,
    origin: row.origin,
    diets: row.diets,
    numberOfPeople: row.number_of_people,
    difficulty: row.difficulty,
    total_time: row.total_time,
    preparation_time: row.preparation_time,
    cooking_time: row.cooking_time,
    resting_time: row.resting_time,
    viewCount: row.view_count,
    ratings_count: row.ratings_count,
    posts_count: row.posts_count,
    access_mode: row.access_mode,
    status: row.status,
    has_video: row.has_video,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    palette: row.palette,
    kitchenware: row.kitchenware,
    ...(locked ? {} : { ingredients: row.ingredients, steps: row.steps }),
    locked,
  };
}

export interface PageCursor {
  lastModified: string;
  id: string;
}

/** Published recipes of a language, newest first, keyset-paginated after `cursor`. */
export async function listPublishedRecipes(db: Executor, language: string, limit: number, cursor?: PageCursor) {
  let query = db
    .selectFrom('recipes')
    .selectAll()
    .where('language', '=', language)
    .where('status', '=', 'published')
    .orderBy('last_modified', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('last_modified', '<', cursor.lastModified),
        eb.and([eb('last_modified', '=', cursor.lastModified), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function countPublishedRecipes(db: Executor, language: string): Promise<number> {
  const { count } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('language', '=', language)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The collection timestamp (ETag) of a language: the newest last_modified, 0 when empty. */
export async function recipesTimestamp(db: Executor, language: string): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.max('last_modified').as('ts'))
    .where('language', '=', language)
    .executeTakeFirst();
  return Number(row?.ts ?? 0);
}

export async function findPublishedRecipe(db: Executor, language: string, id: string) {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('language', '=', language)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function countAllRecipes(db: Executor): Promise<number> {
  const { count } = await db.selectFrom('recipes').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

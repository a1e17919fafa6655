import { type Selectable, sql } from 'kysely';
import type { RecipeRecord } from '../../src/core/contract/recipes';
import type { Vertical } from '../../src/core/locales/routes';
import { ratingAverage } from '../../src/core/recipes/rating-average';
import type { AccessMode, Diet, Difficulty } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { Recipes } from '../db/schema';
import { type Fields, timestampField } from './record-fields';

/** Every column a record is made of; the search vector stays in the database. */
export const RECIPE_COLUMNS = [
  'id',
  'language',
  'url_slug',
  'vertical',
  'category',
  'origin',
  'diets',
  'number_of_people',
  'difficulty',
  'preparation_time',
  'cooking_time',
  'resting_time',
  'total_time',
  'access_mode',
  'status',
  'has_video',
  'title',
  'subtitle',
  'description',
  'ingredients',
  'kitchenware',
  'steps',
  'palette',
  'view_count',
  'ratings_count',
  'posts_count',
  'rating_total',
  'last_modified',
  'created_at',
  'updated_at',
  'ingredient_keys',
  'step_by_step',
  'author_id',
  'web_cover',
  'web_cover_thumbnail',
  'video',
] as const;
export type RecipeRow = Omit<Selectable<Recipes>, 'search_vector'>;
export type RecipeColumn = (typeof RECIPE_COLUMNS)[number];

/** The record fields a client may filter and sort on, with their columns (SPEC section 3 names). */
export const RECIPE_FIELDS: Fields = {
  id: { column: 'id', type: 'text' },
  last_modified: timestampField(),
  url_slug: { column: 'url_slug', type: 'text' },
  vertical: { column: 'vertical', type: 'text' },
  category: { column: 'category', type: 'text' },
  origin: { column: 'origin', type: 'text' },
  diets: { column: 'diets', type: 'text[]' },
  ingredients: { column: 'ingredient_keys', type: 'text[]' },
  numberOfPeople: { column: 'number_of_people', type: 'int' },
  difficulty: { column: 'difficulty', type: 'text' },
  total_time: { column: 'total_time', type: 'int' },
  preparation_time: { column: 'preparation_time', type: 'int' },
  cooking_time: { column: 'cooking_time', type: 'int' },
  resting_time: { column: 'resting_time', type: 'int' },
  viewCount: { column: 'view_count', type: 'int' },
  ratings_count: { column: 'ratings_count', type: 'int' },
  posts_count: { column: 'posts_count', type: 'int' },
  access_mode: { column: 'access_mode', type: 'text' },
  has_video: { column: 'has_video', type: 'bool' },
  step_by_step: { column: 'step_by_step', type: 'bool' },
  title: { column: 'title', type: 'text' },
  author: { column: 'author_id', type: 'uuid' },
};

/** Steps and ingredients as the contract has them, whatever older rows left out. */
function contentOf(row: RecipeRow): Pick<RecipeRecord, 'ingredients' | 'steps'> {
  return {
    ingredients: row.ingredients.map((line) => ({
      ingredient: line.ingredient,
      name: line.name,
      quantity: line.quantity ?? null,
      unit: line.unit ?? null,
    })),
    steps: row.steps.map((step) => ({
      description: step.description,
      ingredients: step.ingredients ?? [],
      picture: step.picture ?? null,
    })),
  };
}

/**
 * Turns a row into its record. Premium and book recipes keep their summary but lose steps and
 * ingredients unless the caller may see them (SPEC section 4, recipe access). The enumerated
 * columns hold what the writer checked against the same constants (seed and publishing).
 */
export function toRecord(row: RecipeRow, canSeeContent: boolean): RecipeRecord {
  const locked = row.access_mode !== 'free' && !canSeeContent;
  return {
    id: row.id,
    author: row.author_id,
    last_modified: Number(row.last_modified),
    language: row.language,
    url_slug: row.url_slug,
    vertical: row.vertical as Vertical,
    category: row.category,
    origin: row.origin,
    diets: row.diets as Diet[],
    numberOfPeople: row.number_of_people,
    difficulty: row.difficulty as Difficulty,
    total_time: row.total_time,
    preparation_time: row.preparation_time,
    cooking_time: row.cooking_time,
    resting_time: row.resting_time,
    viewCount: row.view_count,
    ratings_count: row.ratings_count,
    rating_average: ratingAverage(row.rating_total, row.ratings_count),
    posts_count: row.posts_count,
    access_mode: row.access_mode as AccessMode,
    status: row.status,
    has_video: row.has_video,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    palette: row.palette,
    kitchenware: row.kitchenware,
    // A page read without them (`_fields`) has no content to give.
    ...(locked || !row.steps ? {} : contentOf(row)),
    locked,
    step_by_step: row.step_by_step,
    web_cover: row.web_cover,
    web_cover_thumbnail: row.web_cover_thumbnail,
    video: row.video,
  };
}

/**
 * The collection timestamp (ETag) of a language: the newest last_modified of every record of it,
 * published or not; 0 when empty.
 */
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
    .select(RECIPE_COLUMNS)
    .where('language', '=', language)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** How many distinct recipes exist, whatever their languages (the synthetic seed numbers on). */
export async function countDistinctRecipes(db: Executor): Promise<number> {
  const { n } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.count<string>('id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function countAllRecipes(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Fresh planner statistics after a bulk load, so the first searches use the indexes. */
export async function analyzeRecipes(db: Executor): Promise<void> {
  await sql`analyze recipes`.execute(db);
}

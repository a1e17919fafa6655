import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction, sql } from 'kysely';
import type { Database, RecipesTable } from '../db/schema';
import { isLocked } from '../../src/core/recipes/recipe-summary';
import type { AccessMode } from '../../src/core/rules';
import { type Filter, RECIPE_FIELDS, type SortKey, afterExpression, filterExpression } from '../records/recipe-query';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every column a record is made of; the search vector stays in the database. */
const RECIPE_COLUMNS = [
  'id', 'language', 'url_slug', 'vertical', 'category', 'origin', 'diets', 'number_of_people', 'difficulty',
  'preparation_time', 'cooking_time', 'resting_time', 'total_time', 'access_mode', 'status', 'has_video',
  'title', 'subtitle', 'description', 'ingredients', 'kitchenware', 'steps', 'palette', 'view_count',
  'ratings_count', 'posts_count', 'last_modified', 'created_at', 'updated_at', 'ingredient_keys', 'step_by_step', 'author_id',
  'web_cover', 'web_cover_thumbnail', 'video',
] as const;
export type RecipeRow = Omit<Selectable<RecipesTable>, 'search_vector'>;

/** The public record of a recipe in one language (SPEC section 3 field names). */
export interface RecipeRecord {
  id: string;
  author: string | null;
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
  step_by_step: boolean;
  web_cover: string | null;
  web_cover_thumbnail: string | null;
  video: string | null;
}

/**
 * Turns a row into its record. Premium and book recipes keep their summary but lose steps and
 * ingredients unless the caller may see them (SPEC section 4, recipe access).
 */
export function toRecord(row: RecipeRow, canSeeContent: boolean): RecipeRecord {
  const locked = row.access_mode !== 'free' && !canSeeContent;
  return {
    id: row.id,
    author: row.author_id,
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
    step_by_step: row.step_by_step,
    web_cover: row.web_cover,
    web_cover_thumbnail: row.web_cover_thumbnail,
    video: row.video,
  };
}

export interface RecipeListQuery {
  language: string;
  filters: Filter[];
  sort: SortKey[];
  /** Keyset: the sort values of the previous page's last row. */
  after?: unknown[];
  /** Offset pagination, used when results are ranked by search relevance. */
  offset?: number;
  limit: number;
  /** A prefix tsquery in the language's configuration; ranks the results when no sort is asked. */
  tsquery?: string | null;
  rankBySearch?: boolean;
}

function whereList(query: RecipeListQuery) {
  return (eb: ExpressionBuilder<Database, 'recipes'>) => {
    const clauses: Expression<SqlBool>[] = [eb('language', '=', query.language), eb('status', '=', 'published')];
    for (const filter of query.filters) clauses.push(filterExpression(eb, filter));
    if (query.tsquery) clauses.push(sql<SqlBool>`search_vector @@ to_tsquery(miamo_ts_config(${query.language}), unaccent(${query.tsquery}))`);
    return eb.and(clauses);
  };
}

/** One page of published recipes of a language: filtered, searched, sorted, keyset- or offset-paginated. */
export async function listRecipes(db: Executor, query: RecipeListQuery) {
  let select = db.selectFrom('recipes').select(RECIPE_COLUMNS).where(whereList(query));
  if (query.after) select = select.where(afterExpression(query.sort, query.after));
  if (query.tsquery && query.rankBySearch) {
    select = select.orderBy(sql`ts_rank_cd(search_vector, to_tsquery(miamo_ts_config(${query.language}), unaccent(${query.tsquery})))`, 'desc');
  }
  for (const key of query.sort) select = select.orderBy(sql.ref(RECIPE_FIELDS[key.field].column), key.descending ? 'desc' : 'asc');
  const rows = await select.offset(query.offset ?? 0).limit(query.limit + 1).execute();
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** Total-Records: counted after filters, as Kinto does. */
export async function countRecipes(db: Executor, query: RecipeListQuery): Promise<number> {
  const { count } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(whereList(query))
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
    .select(RECIPE_COLUMNS)
    .where('language', '=', language)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function countAllRecipes(db: Executor): Promise<number> {
  const { count } = await db.selectFrom('recipes').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * What the caller may see of locked recipes: everything when premium, a book's when unlocked, the
 * recipes of their weekly offer while it runs.
 */
export interface CallerAccess {
  premium: boolean;
  unlockedRecipeIds: Set<string>;
  weeklyOfferIds: Set<string>;
}

export const ANONYMOUS: CallerAccess = { premium: false, unlockedRecipeIds: new Set(), weeklyOfferIds: new Set() };

export async function unlockedRecipeIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('unlocked_books')
    .innerJoin('book_recipes', 'book_recipes.book_id', 'unlocked_books.book_id')
    .select('book_recipes.recipe_id')
    .where('unlocked_books.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.recipe_id));
}

export function canSeeContent(row: Pick<RecipeRow, 'id' | 'access_mode'>, access: CallerAccess): boolean {
  return !isLocked(row.access_mode as AccessMode, {
    isPremium: access.premium,
    ownsBook: access.unlockedRecipeIds.has(row.id),
    offeredThisWeek: access.weeklyOfferIds.has(row.id),
  });
}

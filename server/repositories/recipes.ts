import { type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { RecipeRecord } from '../../src/core/contract/recipes';
import type { Vertical } from '../../src/core/locales/routes';
import { ratingAverage } from '../../src/core/recipes/rating-average';
import { isLocked } from '../../src/core/recipes/recipe-summary';
import type { AccessMode, Diet, Difficulty } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { Database, RecipesTable } from '../db/schema';
import { type Fields, timestampField } from './record-fields';
import { type Page, type PageQuery, countOf, orderedBy, pageFrom, pageSelect } from './records';

/** Every column a record is made of; the search vector stays in the database. */
const RECIPE_COLUMNS = [
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
export type RecipeRow = Omit<Selectable<RecipesTable>, 'search_vector'>;
type RecipeColumn = (typeof RECIPE_COLUMNS)[number];

/** The columns a record field is made of, where its name differs from its column's. */
const COLUMNS_OF_FIELD: Record<string, RecipeColumn[]> = {
  author: ['author_id'],
  numberOfPeople: ['number_of_people'],
  viewCount: ['view_count'],
  rating_average: ['rating_total', 'ratings_count'],
  ingredients: ['ingredients', 'steps'],
  steps: ['ingredients', 'steps'],
  locked: [],
};

/**
 * The columns a page needs: those of the fields `_fields` keeps and of the sort (its next-page
 * token reads them), with what every record needs (id, stamp, access). All when no `_fields`.
 */
function columnsFor(query: PageQuery): readonly RecipeColumn[] {
  if (!query.recordFields) return RECIPE_COLUMNS;
  const wanted = new Set<RecipeColumn>(['id', 'last_modified', 'access_mode']);
  for (const field of [...query.recordFields, ...query.sort.map((key) => key.field)])
    for (const column of COLUMNS_OF_FIELD[field] ?? [field as RecipeColumn]) wanted.add(column);
  return RECIPE_COLUMNS.filter((column) => wanted.has(column));
}

/** A recipe row to write; the writer (server/services/recipe-writer.ts) gives its last_modified. */
export type NewRecipeRow = Omit<Insertable<RecipesTable>, 'last_modified'>;

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
 * The search words as a tsquery, made once per statement: `unaccent` is only stable, so written
 * inline the query would be parsed again for every row the search rechecks and ranks.
 */
function tsqueryOf(language: string, search: string) {
  return sql`(select to_tsquery(miamo_ts_config(${language}), unaccent(${search})))`;
}

function publishedOf(language: string, search?: string | null) {
  return (eb: ExpressionBuilder<Database, 'recipes'>) => {
    const clauses: Expression<SqlBool>[] = [eb('language', '=', language), eb('status', '=', 'published')];
    if (search) clauses.push(sql<SqlBool>`search_vector @@ ${tsqueryOf(language, search)}`);
    return eb.and(clauses);
  };
}

/**
 * One page of published recipes of a language: filtered, searched, sorted, keyset- or
 * offset-paginated. A ranked search chooses the page's ids on narrow rows (it ranks every match),
 * then reads only the page's whole rows, in the same order.
 */
export async function listRecipes(db: Executor, language: string, query: PageQuery): Promise<Page<RecipeRow>> {
  const ranked = !!query.search && !!query.rankBySearch;
  if (!ranked) {
    // An index gives the sort's order: the page's rows are read as they come, no narrow pass.
    const select = db.selectFrom('recipes').select(columnsFor(query)).where(publishedOf(language, query.search));
    return pageFrom(await pageSelect(select, RECIPE_FIELDS, query).execute(), query);
  }
  const rank = sql`ts_rank_cd(search_vector, ${tsqueryOf(language, query.search!)})`;
  const ids = db.selectFrom('recipes').select('id').where(publishedOf(language, query.search)).orderBy(rank, 'desc');
  const rows = db
    .selectFrom('recipes')
    .select(columnsFor(query))
    .where('language', '=', language)
    .where('id', 'in', pageSelect(ids, RECIPE_FIELDS, query))
    .orderBy(rank, 'desc');
  return pageFrom(await orderedBy(rows, RECIPE_FIELDS, query.sort).execute(), query);
}

/** Total-Records: counted after filters, as Kinto does. */
export function countRecipes(db: Executor, language: string, query: PageQuery): Promise<number> {
  return countOf(
    db.selectFrom('recipes').select('id').where(publishedOf(language, query.search)),
    RECIPE_FIELDS,
    query.filters,
  );
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

/**
 * The ingredient ids of each published recipe of a language, locked or not, by recipe id: only
 * those the taxonomy names (the ingredient pages'), so a locked recipe's own keys (a community
 * recipe's `custom-…` lines, a key the taxonomy lacks) are not listed.
 */
export async function publishedIngredientKeys(db: Executor, language: string): Promise<Record<string, string[]>> {
  const [rows, terms] = await Promise.all([
    db
      .selectFrom('recipes')
      .select(['id', 'ingredient_keys'])
      .where('language', '=', language)
      .where('status', '=', 'published')
      .execute(),
    db
      .selectFrom('taxonomy_terms')
      .select('key')
      .where('kind', '=', 'ingredient')
      .where('language', '=', language)
      .execute(),
  ]);
  const named = new Set(terms.map((term) => term.key));
  return Object.fromEntries(rows.map((row) => [row.id, row.ingredient_keys.filter((key) => named.has(key))]));
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

/**
 * A published recipe's member author (null for Miamo's own recipes), or undefined when the recipe
 * is not published in any language: comments and ratings check blocks and ownership against it.
 */
export async function publishedRecipeAuthor(
  db: Executor,
  id: string,
): Promise<{ authorId: string | null } | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select('author_id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .limit(1)
    .executeTakeFirst();
  return row && { authorId: row.author_id };
}

/** Whether a recipe is published in some language (a favourite or a view must name one). */
export async function isPublishedRecipe(db: Executor, id: string): Promise<boolean> {
  return !!(await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .limit(1)
    .executeTakeFirst());
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

/** Inserts stamped rows, in batches: a statement has at most 65535 parameters. */
export async function insertRecipeRows(trx: Executor, rows: Insertable<RecipesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('recipes')
      .values(rows.slice(i, i + 200))
      .execute();
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

/** Fresh planner statistics after a bulk load, so the first searches use the indexes. */
export async function analyzeRecipes(db: Executor): Promise<void> {
  await sql`analyze recipes`.execute(db);
}

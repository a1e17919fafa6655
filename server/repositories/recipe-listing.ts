// The catalogue's pages of published recipes: filtered, searched, sorted and counted (the records protocol's queries).
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { RECIPE_COLUMNS, RECIPE_FIELDS, type RecipeColumn, type RecipeRow } from './recipes';
import { type Page, type PageQuery, countOf, orderedBy, pageFrom, pageSelect } from './records';

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

/**
 * The search words as a tsquery, made once per statement: `unaccent` is only stable, so written
 * inline the query would be parsed again for every row the search rechecks and ranks.
 */
function tsqueryOf(language: string, search: string) {
  return sql`(select to_tsquery(miamo_ts_config(${language}), unaccent(${search})))`;
}

function publishedOf(language: string, search?: string | null) {
  return (eb: ExpressionBuilder<DB, 'recipes'>) => {
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

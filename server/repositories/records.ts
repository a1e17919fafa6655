import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Field, type Fields, type Filter, type SortKey, fieldNamed } from './record-fields';

/**
 * The records engine's SQL (server/records/engine.ts): a collection's query narrowed by Kinto
 * filters, ordered by its sort, cut after the previous page's last record. Each collection's
 * repository builds its own base query; field names map to that query's columns.
 */

/** What a collection's storage is asked for one page. */
export interface PageQuery {
  filters: Filter[];
  sort: SortKey[];
  /** Keyset: the sort values of the previous page's last record. */
  after?: unknown[];
  /** Offset pagination, used when results are ranked by search relevance. */
  offset?: number;
  limit: number;
  /** A prefix tsquery, on a searchable collection; ranks the results when no `_sort` is asked. */
  search?: string | null;
  rankBySearch?: boolean;
  /** The record fields `_fields` keeps (all when absent): a collection may read only what they need. */
  recordFields?: string[];
}

export interface Page<R> {
  records: R[];
  hasMore: boolean;
}

function columnRef(field: Field) {
  return field.type === 'uuid' ? sql`${sql.ref(field.column)}::text` : sql.ref(field.column);
}

function filterExpression(fields: Fields, filter: Filter): Expression<SqlBool> {
  const column = columnRef(fieldNamed(fields, filter.field));
  const [value] = filter.values;
  const list = sql.join(filter.values.map((v) => sql`${v}`));
  switch (filter.operator) {
    case 'eq':
      return sql<SqlBool>`${column} = ${value}`;
    case 'not':
      return sql<SqlBool>`${column} <> ${value}`;
    case 'lt':
      return sql<SqlBool>`${column} < ${value}`;
    case 'gt':
      return sql<SqlBool>`${column} > ${value}`;
    case 'min':
      return sql<SqlBool>`${column} >= ${value}`;
    case 'max':
      return sql<SqlBool>`${column} <= ${value}`;
    case 'in':
      return sql<SqlBool>`${column} in (${list})`;
    case 'exclude':
      return sql<SqlBool>`${column} not in (${list})`;
    case 'like': {
      const pattern = String(value)
        .replace(/[\\%_]/g, (c) => `\\${c}`)
        .replace(/\*/g, '%');
      return sql<SqlBool>`${column} ilike ${pattern.includes('%') ? pattern : `%${pattern}%`}`;
    }
    case 'has':
      return value ? sql<SqlBool>`${column} is not null` : sql<SqlBool>`${column} is null`;
    case 'contains':
      return sql<SqlBool>`${column} @> array[${list}]::text[]`;
    case 'contains_any':
      return sql<SqlBool>`${column} && array[${list}]::text[]`;
  }
}

/** Every filter of the query, to `and` with the collection's own conditions. */
export function filterExpressions(fields: Fields, filters: Filter[]): Expression<SqlBool>[] {
  return filters.map((filter) => filterExpression(fields, filter));
}

/** Rows after the last row of the previous page, in the sort's order (keyset pagination). */
function afterExpression(fields: Fields, keys: SortKey[], values: unknown[]): Expression<SqlBool> {
  const clauses = keys.map((key, index) => {
    const equalBefore = keys
      .slice(0, index)
      .map((k, j) => sql`${columnRef(fieldNamed(fields, k.field))} = ${values[j]}`);
    const column = columnRef(fieldNamed(fields, key.field));
    const step = key.descending ? sql`${column} < ${values[index]}` : sql`${column} > ${values[index]}`;
    return sql`(${sql.join([...equalBefore, step], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`;
}

/**
 * One page of a collection's query: its filters, after the previous page, in the sort's order
 * (after any order the query already has), one row more than the page to know if more follow.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  fields: Fields,
  query: PageQuery,
): Promise<Page<O>> {
  return pageFrom(await pageSelect(select, fields, query).execute(), query);
}

/** A page's query, not run: pageOf's, or the inner query of a collection that fetches its rows after. */
export function pageSelect<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  fields: Fields,
  query: PageQuery,
): SelectQueryBuilder<DB, TB, O> {
  let page = select;
  for (const filter of filterExpressions(fields, query.filters)) page = page.where(filter);
  if (query.after) page = page.where(afterExpression(fields, query.sort, query.after));
  return orderedBy(page, fields, query.sort)
    .offset(query.offset ?? 0)
    .limit(query.limit + 1);
}

/** The query in the sort's order (after any order it already has). */
export function orderedBy<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  fields: Fields,
  sort: SortKey[],
): SelectQueryBuilder<DB, TB, O> {
  let ordered = select;
  for (const key of sort)
    ordered = ordered.orderBy(sql.ref(fieldNamed(fields, key.field).column), key.descending ? 'desc' : 'asc');
  return ordered;
}

/** The page of the rows a page's query gave: one row more than the page says that more follow. */
export function pageFrom<R>(rows: R[], query: PageQuery): Page<R> {
  return { records: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** How many rows of a collection's query pass the filters (Kinto's Total-Records). */
export async function countOf<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  fields: Fields,
  filters: Filter[],
): Promise<number> {
  let counted = select.clearSelect().select(sql<string>`count(*)`.as('count'));
  for (const filter of filterExpressions(fields, filters)) counted = counted.where(filter);
  const row = (await counted.executeTakeFirst()) as { count: string } | undefined;
  return Number(row?.count ?? 0);
}

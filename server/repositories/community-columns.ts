import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/**
 * What the community lists select alike. A member card or an author is made of these columns of
 * the `users as u` join (with `u.id`, which each list names itself).
 */
export const MEMBER_COLUMNS = [
  'u.username',
  'u.first_name',
  'u.last_name',
  'u.show_full_name',
  'u.profile_picture',
  'u.user_types',
] as const;

/** Where a community list page resumes: the last row's time (ISO text, microseconds) and id. */
export interface CursorPosition {
  at: string;
  id: string;
}

/** A row's time as ISO text with microseconds, which a JavaScript Date would drop: cursors stay exact. */
export function cursorTime(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The keyset condition of a list page: the rows strictly past `after` in the list's order, on its
 * time column then its id column (`desc`, newest first: before it; `asc`: after it). Ids are uuids
 * unless said (comments number theirs).
 */
function pastPosition(
  columns: { time: string; id: string },
  order: 'asc' | 'desc',
  after: CursorPosition,
  idType: 'uuid' | 'bigint' = 'uuid',
): RawBuilder<boolean> {
  const row = sql`(${sql.ref(columns.time)}, ${sql.ref(columns.id)})`;
  const position = sql`(${after.at}::timestamptz, ${after.id}::${sql.raw(idType)})`;
  return order === 'desc' ? sql<boolean>`${row} < ${position}` : sql<boolean>`${row} > ${position}`;
}

/**
 * A list query cut to one keyset page: the rows past `after` (when given) in the list's order on
 * its time column then its id column, `limit` of them and one more, which tells a next page exists.
 */
export function keysetQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { time: string; id: string },
  order: 'asc' | 'desc',
  page: { after?: CursorPosition | undefined; limit: number },
  idType: 'uuid' | 'bigint' = 'uuid',
): SelectQueryBuilder<DB, TB, O> {
  const past = page.after ? query.where(pastPosition(columns, order, page.after, idType)) : query;
  return past
    .orderBy(sql.ref(columns.time), order)
    .orderBy(sql.ref(columns.id), order)
    .limit(page.limit + 1);
}

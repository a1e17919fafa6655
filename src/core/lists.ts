/**
 * The item at `index` of a list read round and round (seed data, rotations); an empty list is an
 * error naming `what`, since nothing can be cycled through.
 */
export function cycled<T>(list: readonly T[], index: number, what: string): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error(`No ${what} to cycle through`);
  return item;
}

/** `list[index]`, or an error naming `what` is missing (for an index the caller knows is there). */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Missing ${what} (index ${index} of ${list.length})`);
  return item;
}

/**
 * A keyset page from rows read with one more than `limit`: the first `limit` rows and, when more
 * follow, the position its last row gives the next page (null on the last page).
 */
export function keysetPage<Row, Position>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): { page: Row[]; next: Position | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next: rows.length > limit && last !== undefined ? positionOf(last) : null };
}

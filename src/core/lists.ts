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

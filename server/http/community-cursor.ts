import { invalidParameter } from '../errors';
import type { CursorPosition } from '../repositories/community-columns';
import { UUID } from '../../src/core/format/uuid';
import { keysetPage } from '../../src/core/lists';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque `cursor` of a community list's `next` URL (ARCHITECTURE section 3). */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** A real instant (no 30 February, no year 0: the database would refuse either with a 500). */
const isInstant = (at: string) =>
  !at.startsWith('0000') &&
  !Number.isNaN(Date.parse(at)) &&
  new Date(at).toISOString().slice(0, 19) === at.slice(0, 19);

/**
 * The position a cursor names; anything this API did not hand out is a 400 naming `cursor`.
 * `idPattern` is what the list's ids look like (uuids, or the numbers of generic-comments).
 */
export function decodeCursor(cursor: string, idPattern: RegExp = UUID): CursorPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && AT.test(at) && isInstant(at) && typeof id === 'string' && idPattern.test(id))
      return { at, id };
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw invalidParameter('cursor', 'is not a cursor this list handed out');
}

/**
 * A keyset page from rows read with one row more than `limit`: the first `limit` rows, and the
 * absolute URL of the following page (made by `nextUrl` from the last row's cursor) or null.
 */
export function cursorPage<Row>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => CursorPosition,
  nextUrl: (cursor: string) => string,
): { page: Row[]; next: string | null } {
  const { page, next } = keysetPage(rows, limit, positionOf);
  return { page, next: next ? nextUrl(encodeCursor(next)) : null };
}

/** A list's next-page URL: its path, the filters it was asked with, and the cursor. */
export function nextPageUrl(
  base: string,
  filters: Record<string, string | number | undefined>,
): (cursor: string) => string {
  return (cursor) => {
    const query = new URLSearchParams({ cursor });
    for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, String(value));
    return `${base}?${query}`;
  };
}

/** A community list as a route reads it: its rows after a position, their cursor, their items. */
export interface CommunityList<Row, Item> {
  /** The rows after `after` (none: from the start), one more than `limit`. */
  read: (page: { after: CursorPosition | undefined; limit: number }) => Promise<Row[]>;
  positionOf: (row: Row) => CursorPosition;
  nextUrl: (cursor: string) => string;
  itemOf: (row: Row) => Item;
  /** The page size when none is asked (the community default unless said). */
  defaultSize?: number;
}

/**
 * One `{results, next}` page of a community list, asked by its `cursor` and `page_size`: the cursor
 * decoded (a foreign one is a 400), the rows read, the page cut and its items made.
 */
export async function communityPage<Row, Item>(
  query: { cursor?: string | undefined; page_size?: number | undefined },
  list: CommunityList<Row, Item>,
): Promise<{ results: Item[]; next: string | null }> {
  const limit = query.page_size ?? list.defaultSize ?? COMMUNITY_PAGE_SIZE.default;
  const rows = await list.read({ after: query.cursor ? decodeCursor(query.cursor) : undefined, limit });
  const { page, next } = cursorPage(rows, limit, list.positionOf, list.nextUrl);
  return { results: page.map(list.itemOf), next };
}

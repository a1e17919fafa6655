import { randomUUID } from 'node:crypto';
import { type Transaction, sql } from 'kysely';
import type { UnlockedBookRecord } from '../../src/core/contract/books';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type Fields, timestampField } from './record-fields';
import { type Page, type PageQuery, countOf, pageOf } from './records';

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What a printed code opens: its book, and the recipe it is printed beside (null on a cover). */
export async function bookExists(db: Executor, bookId: string): Promise<boolean> {
  return !!(await db.selectFrom('books').select('id').where('id', '=', bookId).executeTakeFirst());
}

export function findBookCode(db: Executor, code: string) {
  return db
    .selectFrom('book_qrcodes')
    .innerJoin('books', 'books.id', 'book_qrcodes.book_id')
    .select(['books.id', 'books.title', 'book_qrcodes.recipe_id', 'book_qrcodes.copy_id'])
    .where('book_qrcodes.uuid', '=', code)
    .executeTakeFirst();
}

/**
 * Serializes, until the transaction ends, the unlocks made with one printed copy's codes: the
 * members it serves are counted and added one at a time.
 */
export async function lockBookCopy(trx: Transaction<DB>, copyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`book-copy:${copyId}`}, 0))`.execute(trx);
}

/** How many members other than `userId` unlocked the book with a code of the copy. */
export async function countCopyMembers(db: Executor, copyId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('book_copy_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('copy_id', '=', copyId)
    .where('user_id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts the member among those the copy serves (once, whichever of its codes they used). */
export async function redeemBookCopy(db: Executor, copyId: string, userId: string, bookId: string): Promise<void> {
  await db
    .insertInto('book_copy_redemptions')
    .values({ copy_id: copyId, user_id: userId, book_id: bookId })
    .onConflict((oc) => oc.columns(['copy_id', 'user_id']).doNothing())
    .execute();
}

/** Records that the member holds the book, as of `unlockedAt`; false when it was held already. */
export async function unlockBook(db: Executor, userId: string, bookId: string, unlockedAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('unlocked_books')
    .values({ user_id: userId, book_id: bookId, unlocked_at: unlockedAt })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .returning('book_id')
    .executeTakeFirst();
  return !!inserted;
}

export async function bookRecipeIds(db: Executor, bookId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('book_recipes')
    .select('recipe_id')
    .where('book_id', '=', bookId)
    .orderBy('recipe_id')
    .execute();
  return rows.map((r) => r.recipe_id);
}

/** An unlocked book is a record of the member's `unlocked-recipes`; unlocking is its last change. */
export const UNLOCKED_BOOK_FIELDS: Fields = {
  id: { column: 'id', type: 'text' },
  title: { column: 'title', type: 'text' },
  last_modified: timestampField(),
};

/** The member's unlocked books as one query with the record's columns, to filter and sort. */
const unlockedOf = (db: Executor, userId: string) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('unlocked_books')
        .innerJoin('books', 'books.id', 'unlocked_books.book_id')
        .select([
          'books.id',
          'books.title',
          sql<string>`floor(extract(epoch from unlocked_books.unlocked_at) * 1000)::bigint`.as('last_modified'),
        ])
        .where('unlocked_books.user_id', '=', userId)
        .as('unlocked'),
    )
    .select(['id', 'title', 'last_modified']);

/** The books with the ids of their recipes. */
async function withRecipes(
  db: Executor,
  rows: { id: string; title: string; last_modified: string }[],
): Promise<UnlockedBookRecord[]> {
  if (!rows.length) return [];
  const links = await db
    .selectFrom('book_recipes')
    .select(['book_id', 'recipe_id'])
    .where(
      'book_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('recipe_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    recipes: links.filter((link) => link.book_id === row.id).map((link) => link.recipe_id),
    last_modified: Number(row.last_modified),
  }));
}

/** One page of the books the member unlocked, each with its recipe ids (server/records/engine.ts). */
export async function listUnlockedBooks(
  db: Executor,
  userId: string,
  query: PageQuery,
): Promise<Page<UnlockedBookRecord>> {
  const { records, hasMore } = await pageOf(unlockedOf(db, userId), UNLOCKED_BOOK_FIELDS, query);
  return { records: await withRecipes(db, records), hasMore };
}

export function countUnlockedBooks(db: Executor, userId: string, query: Pick<PageQuery, 'filters'>): Promise<number> {
  return countOf(unlockedOf(db, userId), UNLOCKED_BOOK_FIELDS, query.filters);
}

export async function findUnlockedBook(
  db: Executor,
  userId: string,
  bookId: string,
): Promise<UnlockedBookRecord | undefined> {
  const [book] = await withRecipes(db, await unlockedOf(db, userId).where('id', '=', bookId).execute());
  return book;
}

/** The codes printed in one copy: on its cover, and beside each coded recipe. */
export interface CopyCodes {
  book: string;
  recipes: Record<string, string>;
}

/**
 * New unlock codes for `count` printed copies of a book, each with a code beside every recipe of
 * `codedRecipes`: random (v4) UUIDs, so no code follows from another one or from anything public;
 * the printer receives the list.
 */
export async function addCopies(
  db: Executor,
  bookId: string,
  count: number,
  codedRecipes: readonly string[] = [],
): Promise<CopyCodes[]> {
  const copies = Array.from({ length: count }, () => ({
    book: randomUUID(),
    recipes: Object.fromEntries(codedRecipes.map((id) => [id, randomUUID()])),
  }));
  // A copy's codes share its id (not one of them: the id may be logged), which caps its members.
  const rows = copies.flatMap((copy) => {
    const copy_id = randomUUID();
    return [
      { uuid: copy.book, book_id: bookId, recipe_id: null, copy_id },
      ...Object.entries(copy.recipes).map(([recipe_id, uuid]) => ({ uuid, book_id: bookId, recipe_id, copy_id })),
    ];
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('book_qrcodes')
      .values(rows.slice(i, i + 500))
      .execute();
  return copies;
}

/** The recipes of a book printed with a code beside them (content's `recipeCodes`), by id. */
export async function codedRecipeIds(db: Executor, bookId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('book_qrcodes')
    .select('recipe_id')
    .distinct()
    .where('book_id', '=', bookId)
    .where('recipe_id', 'is not', null)
    .orderBy('recipe_id')
    .execute();
  return rows.map((row) => row.recipe_id!);
}

/**
 * A plain QR code's target, or undefined. A target that names a live unlock code is never sent:
 * plain codes are public, and anyone could unlock the book with it.
 */
export async function findPlainTarget(
  db: Executor,
  shortcode: string,
): Promise<{ shortcode: string; target: string } | undefined> {
  const row = await db
    .selectFrom('plain_qrcodes')
    .select(['shortcode', 'target'])
    .where('shortcode', '=', shortcode)
    .executeTakeFirst();
  if (!row) return undefined;
  const uuids = [...new Set((row.target.match(UUIDS) ?? []).map((uuid) => uuid.toLowerCase()))];
  if (
    uuids.length &&
    (await db.selectFrom('book_qrcodes').select('uuid').where('uuid', 'in', uuids).limit(1).executeTakeFirst())
  )
    return undefined;
  return row;
}

/** A book of the seed catalogue and the recipes it holds. */
export async function insertBook(trx: Executor, book: { id: string; title: string; recipes: string[] }): Promise<void> {
  await trx.insertInto('books').values({ id: book.id, title: book.title }).execute();
  if (book.recipes.length)
    await trx
      .insertInto('book_recipes')
      .values(book.recipes.map((recipe_id) => ({ book_id: book.id, recipe_id })))
      .execute();
}

/** The seed's plain QR codes: a short code and the path it opens. */
export async function insertPlainQrcodes(trx: Executor, codes: { shortcode: string; target: string }[]): Promise<void> {
  if (codes.length) await trx.insertInto('plain_qrcodes').values(codes).execute();
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What a printed code opens: its book, and the recipe it is printed beside (null on a cover). */
export function findBookCode(db: Executor, code: string) {
  return db
    .selectFrom('book_qrcodes')
    .innerJoin('books', 'books.id', 'book_qrcodes.book_id')
    .select(['books.id', 'books.title', 'book_qrcodes.recipe_id'])
    .where('book_qrcodes.uuid', '=', code)
    .executeTakeFirst();
}

/** Records that the member holds the book; true the first time, false when it was held already. */
export async function unlockBook(db: Executor, userId: string, bookId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('unlocked_books')
    .values({ user_id: userId, book_id: bookId })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .returning('book_id')
    .executeTakeFirst();
  return !!inserted;
}

export async function bookRecipeIds(db: Executor, bookId: string): Promise<string[]> {
  const rows = await db.selectFrom('book_recipes').select('recipe_id').where('book_id', '=', bookId).orderBy('recipe_id').execute();
  return rows.map((r) => r.recipe_id);
}

export interface UnlockedBook {
  id: string;
  title: string;
  recipes: string[];
  unlocked_at: Date;
}

/** The books the member unlocked, the latest first, each with its recipe ids; `bookId` narrows to one. */
export async function listUnlockedBooks(db: Executor, userId: string, bookId?: string): Promise<UnlockedBook[]> {
  let query = db
    .selectFrom('unlocked_books')
    .innerJoin('books', 'books.id', 'unlocked_books.book_id')
    .leftJoin('book_recipes', 'book_recipes.book_id', 'unlocked_books.book_id')
    .select(['books.id', 'books.title', 'unlocked_books.unlocked_at', 'book_recipes.recipe_id'])
    .where('unlocked_books.user_id', '=', userId);
  if (bookId) query = query.where('unlocked_books.book_id', '=', bookId);
  const rows = await query.orderBy('unlocked_books.unlocked_at', 'desc').orderBy('books.id').orderBy('book_recipes.recipe_id').execute();
  const books = new Map<string, UnlockedBook>();
  for (const row of rows) {
    const book = books.get(row.id) ?? { id: row.id, title: row.title, recipes: [], unlocked_at: new Date(row.unlocked_at) };
    if (row.recipe_id) book.recipes.push(row.recipe_id);
    books.set(row.id, book);
  }
  return [...books.values()];
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
export async function addCopies(db: Executor, bookId: string, count: number, codedRecipes: readonly string[] = []): Promise<CopyCodes[]> {
  const copies = Array.from({ length: count }, () => ({ book: randomUUID(), recipes: Object.fromEntries(codedRecipes.map((id) => [id, randomUUID()])) }));
  const rows = copies.flatMap((copy) => [
    { uuid: copy.book, book_id: bookId, recipe_id: null },
    ...Object.entries(copy.recipes).map(([recipe_id, uuid]) => ({ uuid, book_id: bookId, recipe_id })),
  ]);
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('book_qrcodes').values(rows.slice(i, i + 500)).execute();
  return copies;
}

/** The recipes of a book printed with a code beside them (content's `recipeCodes`), by id. */
export async function codedRecipeIds(db: Executor, bookId: string): Promise<string[]> {
  const rows = await db.selectFrom('book_qrcodes').select('recipe_id').distinct().where('book_id', '=', bookId).where('recipe_id', 'is not', null).orderBy('recipe_id').execute();
  return rows.map((row) => row.recipe_id!);
}

/**
 * A plain QR code's target, or undefined. A target that names a live unlock code is never sent:
 * plain codes are public, and anyone could unlock the book with it.
 */
export async function findPlainTarget(db: Executor, shortcode: string): Promise<{ shortcode: string; target: string } | undefined> {
  const row = await db.selectFrom('plain_qrcodes').select(['shortcode', 'target']).where('shortcode', '=', shortcode).executeTakeFirst();
  if (!row) return undefined;
  const uuids = [...new Set((row.target.match(UUIDS) ?? []).map((uuid) => uuid.toLowerCase()))];
  if (uuids.length && (await db.selectFrom('book_qrcodes').select('uuid').where('uuid', 'in', uuids).limit(1).executeTakeFirst())) return undefined;
  return row;
}

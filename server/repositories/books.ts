import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The book a printed copy's unlock code belongs to, or undefined. */
export function findBookOfCopyCode(db: Executor, code: string) {
  return db
    .selectFrom('book_qrcodes')
    .innerJoin('books', 'books.id', 'book_qrcodes.book_id')
    .select(['books.id', 'books.title'])
    .where('book_qrcodes.uuid', '=', code)
    .executeTakeFirst();
}

/** Records that the member holds the book; scanning it again changes nothing. */
export async function unlockBook(db: Executor, userId: string, bookId: string) {
  await db.insertInto('unlocked_books').values({ user_id: userId, book_id: bookId }).onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing()).execute();
}

export async function bookRecipeIds(db: Executor, bookId: string): Promise<string[]> {
  const rows = await db.selectFrom('book_recipes').select('recipe_id').where('book_id', '=', bookId).orderBy('recipe_id').execute();
  return rows.map((r) => r.recipe_id);
}

/** The recipes of every book the member unlocked, the latest unlocked first. */
export function listUnlockedRecipes(db: Executor, userId: string) {
  return db
    .selectFrom('unlocked_books')
    .innerJoin('book_recipes', 'book_recipes.book_id', 'unlocked_books.book_id')
    .select(['book_recipes.recipe_id', 'unlocked_books.book_id', 'unlocked_books.unlocked_at'])
    .where('unlocked_books.user_id', '=', userId)
    .orderBy('unlocked_books.unlocked_at', 'desc')
    .orderBy('book_recipes.recipe_id')
    .execute();
}

/**
 * New unlock codes for `count` printed copies of a book: random (v4) UUIDs, so no code follows
 * from another one or from anything public; the printer receives the list.
 */
export async function addCopyCodes(db: Executor, bookId: string, count: number): Promise<string[]> {
  const codes = Array.from({ length: count }, () => randomUUID());
  for (let i = 0; i < codes.length; i += 500) {
    await db.insertInto('book_qrcodes').values(codes.slice(i, i + 500).map((uuid) => ({ uuid, book_id: bookId }))).execute();
  }
  return codes;
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

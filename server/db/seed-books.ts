import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { parseRoute } from '../../src/core/locales/routes';
import { addCopyCodes } from '../repositories/books';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A book of content/books.json: its recipes, and how many printed copies the seed makes unlock
 * codes for. The codes themselves are generated, never in content (which is public).
 */
export interface ContentBook {
  id: string;
  title: string;
  recipes: string[];
  copies: number;
}

/**
 * Plain QR codes are public: a target may not be a book page with a code, which would hand every
 * reader an unlock code (or chain to another short code). Returns what is wrong, empty when fine.
 */
export function plainQrcodeProblems(plainQrcodes: Record<string, string>): string[] {
  return Object.entries(plainQrcodes)
    .filter(([, target]) => parseRoute(target)?.page === 'book')
    .map(([shortcode]) => `content/plain-qrcodes.json: ${shortcode} points at a book code; point it at a public page`);
}

/** Inserts the books with fresh copy codes; returns the codes by book, for the printer. */
export async function insertBooks(trx: Executor, books: ContentBook[], plainQrcodes: Record<string, string>): Promise<Record<string, string[]>> {
  const problems = plainQrcodeProblems(plainQrcodes);
  if (problems.length) throw new Error(`The seed catalogue has problems:\n${problems.join('\n')}`);
  const copyCodes: Record<string, string[]> = {};
  for (const book of books) {
    await trx.insertInto('books').values({ id: book.id, title: book.title }).execute();
    if (book.recipes.length) await trx.insertInto('book_recipes').values(book.recipes.map((recipe_id) => ({ book_id: book.id, recipe_id }))).execute();
    copyCodes[book.id] = await addCopyCodes(trx, book.id, book.copies);
  }
  const codes = Object.entries(plainQrcodes).map(([shortcode, target]) => ({ shortcode, target }));
  if (codes.length) await trx.insertInto('plain_qrcodes').values(codes).execute();
  return copyCodes;
}

/** Where the seed leaves the copy codes it generated: the data directory, readable by its owner only. */
export const COPY_CODES_FILE = 'book-copy-codes.json';

/** The printer's list: {book id: codes}, readable by the data directory's owner only. */
export function writeCopyCodes(file: string, codes: Record<string, string[]>) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(codes, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies to a new file only.
  fs.chmodSync(file, 0o600);
}

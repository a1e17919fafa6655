import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../db/executor';
import { parseRoute } from '../../src/core/locales/routes';
import { type CopyCodes, addCopies, insertBook, insertPlainQrcodes } from '../repositories/books';

/**
 * A book of content/books.json: its recipes, how many printed copies the seed makes unlock codes
 * for, and the recipes printed with a code beside them (`recipeCodes`, each one of `recipes`). The
 * codes themselves are generated, never in content (which is public).
 */
export interface ContentBook {
  id: string;
  title: string;
  recipes: string[];
  copies: number;
  recipeCodes?: string[];
}

/** A recipe code beside a recipe the book does not hold could never open it. */
export function bookProblems(books: ContentBook[]): string[] {
  return books.flatMap((book) =>
    (book.recipeCodes ?? [])
      .filter((id) => !book.recipes.includes(id))
      .map((id) => `content/books.json: ${book.id} prints a code beside ${id}, which is not one of its recipes`),
  );
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

/** The printer's list: per book, per copy, the cover code and the code beside each coded recipe. */
export type PrintedCodes = Record<string, CopyCodes[]>;

/** Inserts the books with fresh codes for each copy; returns them by book, for the printer. */
export async function insertBooks(
  trx: Executor,
  books: ContentBook[],
  plainQrcodes: Record<string, string>,
): Promise<PrintedCodes> {
  const problems = [...bookProblems(books), ...plainQrcodeProblems(plainQrcodes)];
  if (problems.length) throw new Error(`The seed catalogue has problems:\n${problems.join('\n')}`);
  const copyCodes: PrintedCodes = {};
  for (const book of books) {
    await insertBook(trx, book);
    copyCodes[book.id] = await addCopies(trx, book.id, book.copies, book.recipeCodes);
  }
  const codes = Object.entries(plainQrcodes).map(([shortcode, target]) => ({ shortcode, target }));
  await insertPlainQrcodes(trx, codes);
  return copyCodes;
}

/** Where the seed leaves the copy codes it generated: the data directory, readable by its owner only. */
export const COPY_CODES_FILE = 'book-copy-codes.json';

/** The printer's list ({book id: [{book, recipes: {recipe id: code}}]}), readable by the data directory's owner only. */
export function writeCopyCodes(file: string, codes: PrintedCodes) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(codes, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies to a new file only.
  fs.chmodSync(file, 0o600);
}

import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './server';

const BOOK = 'miamo-kids-cookbook';

/**
 * The codes printed in one copy of the seeded kids book. Codes are random and public nowhere: the
 * server's seed writes them to its data directory (E2E_DATA_DIR, file COPY_CODES_FILE of
 * server/seed/seed-books.ts, one entry a copy), read here as the printer would read them. Call it
 * inside a test: the file exists once the server has seeded.
 */
function printedCopy(copy: number): { book: string; recipes: Record<string, string> } {
  const file = path.resolve(__dirname, '..', E2E_DATA_DIR, 'book-copy-codes.json');
  const codes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { book: string; recipes: Record<string, string> }[]
  >;
  return codes[BOOK]![copy]!;
}

/** The code on the cover of one copy: it opens the book's recipe list. */
export function bookCopyCode(copy = 0): string {
  return printedCopy(copy).book;
}

/** The code printed beside a recipe in one copy: it opens that recipe. */
export function recipeCopyCode(recipeId: string, copy = 0): string {
  const code = printedCopy(copy).recipes[recipeId];
  if (!code)
    throw new Error(`No code is printed beside ${recipeId} in the kids book (content/books.json, recipeCodes)`);
  return code;
}

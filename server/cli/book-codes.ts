import { addCopies, bookExists, codedRecipeIds } from '../repositories/books';
import { runWithDatabase } from './run-with-database';

/**
 * `npx tsx server/cli/book-codes.ts <book id> <copies>`: unlock codes for a print run, one JSON
 * line per copy for the printer: the cover's code and one beside each recipe that carries a code in
 * this book (each goes into a QR code as {book word}/{code}/).
 */
runWithDatabase(async ({ database }) => {
  const [bookId, copies] = process.argv.slice(2);
  const count = Number(copies);
  if (!bookId || !Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new Error('Usage: book-codes <book id> <copies, 1 to 1000000>');
  if (!(await bookExists(database.db, bookId)))
    throw new Error(`No book ${bookId}: books come from content/books.json.`);
  const codes = await database.db
    .transaction()
    .execute(async (trx) => addCopies(trx, bookId, count, await codedRecipeIds(trx, bookId)));
  process.stdout.write(`${codes.map((copy) => JSON.stringify(copy)).join('\n')}\n`);
});

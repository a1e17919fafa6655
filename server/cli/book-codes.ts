import { addCopyCodes } from '../repositories/books';
import { runWithDatabase } from './run-with-database';

/**
 * `npx tsx server/cli/book-codes.ts <book id> <copies>`: unlock codes for a print run, one per copy,
 * printed one a line for the printer (each goes into one copy's QR code as {book word}/{code}/).
 */
runWithDatabase(async (database) => {
  const [bookId, copies] = process.argv.slice(2);
  const count = Number(copies);
  if (!bookId || !Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error('Usage: book-codes <book id> <copies, 1 to 1000000>');
  const book = await database.db.selectFrom('books').select('id').where('id', '=', bookId).executeTakeFirst();
  if (!book) throw new Error(`No book ${bookId}: books come from content/books.json.`);
  const codes = await database.db.transaction().execute((trx) => addCopyCodes(trx, bookId, count));
  process.stdout.write(`${codes.join('\n')}\n`);
});

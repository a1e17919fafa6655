import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './server';

/**
 * The unlock code of one printed copy of the seeded kids book. Codes are random and public
 * nowhere: the server's seed writes them to its data directory (E2E_DATA_DIR, file
 * COPY_CODES_FILE of server/db/seed-books.ts), read here as the printer would read them. Call it
 * inside a test: the file exists once the server has seeded.
 */
export function bookCopyCode(copy = 0): string {
  const file = path.resolve(__dirname, '..', E2E_DATA_DIR, 'book-copy-codes.json');
  const codes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return codes['miamo-kids-cookbook'][copy];
}

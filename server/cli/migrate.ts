import path from 'node:path';
import { parseConfig } from '../config';
import { lockDataDir } from '../data-dir-lock';
import { createDb, migrate } from '../db/create-db';

/** `npm run migrate`: applies the pending migrations to the configured database, then exits. */
async function main() {
  const config = parseConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    const applied = await migrate(database.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

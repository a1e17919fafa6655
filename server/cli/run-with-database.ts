import path from 'node:path';
import { type ServerConfig, parseConfig } from '../config';
import { lockDataDir } from '../data-dir-lock';
import { type Db, createDb, migrate } from '../db/create-db';

/**
 * Runs a command-line task on the configured database, migrated, holding the data directory's
 * lock (PGlite has none of its own); closes everything and exits non-zero with the message on error.
 */
export function runWithDatabase(task: (database: Db, config: ServerConfig) => Promise<void>) {
  const run = async () => {
    const config = parseConfig();
    const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    const database = await createDb({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    try {
      const applied = await migrate(database.db);
      if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
      await task(database, config);
    } finally {
      await database.close();
      release();
    }
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

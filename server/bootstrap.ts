import path from 'node:path';
import { createSecretBox } from './auth/secret-box';
import type { ServerConfig } from './config';
import { lockDataDir } from './data-dir-lock';
import { type Db, createDb, migrate } from './db/create-db';
import { s3Storage } from './images/s3-storage';
import { type ImageStorage, diskStorage } from './images/storage';

/** What every server process opens before its work: the database, migrated, and the storage. */
export interface ServerData {
  database: Db;
  images: ImageStorage;
  /** Closes the database, then releases the data directory's lock. */
  close: () => Promise<void>;
}

/**
 * The one bootstrap of `npm start` and the command-line tasks: the data directory's lock (PGlite
 * has none of its own; a PostgreSQL server needs none), the configured database with every
 * migration applied, and the image storage (S3 when configured, else the data directory).
 */
export async function openServerData(config: ServerConfig, log: (line: string) => void): Promise<ServerData> {
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Db | undefined;
  try {
    database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
    const applied = await migrate(database.db, createSecretBox(config.totpKeys));
    if (applied.length) log(`Migrations applied: ${applied.join(', ')}`);
  } catch (error) {
    await database?.close();
    releaseLock();
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    images: config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'images')),
    close: async () => {
      await opened.close();
      releaseLock();
    },
  };
}

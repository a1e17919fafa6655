import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { DB } from './schema';
import type { SecretBox } from '../auth/secret-box';
import { migrations } from './migrations';

export interface Db {
  readonly db: Kysely<DB>;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, which `pgliteSnapshot` starts another from. */
  snapshot?(): Promise<Blob>;
}

export interface DbOptions {
  /** A PostgreSQL URL; when empty, PGlite persisted in pgliteDir (or in memory when that is empty too). */
  databaseUrl: string;
  pgliteDir?: string;
  /** A PGlite data directory to start from (`dumpDataDir`), instead of an empty one: the tests' migrated copy. */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /**
   * Told of a connection that failed outside a query (a restart, a crash, an idle socket cut):
   * without a listener node-postgres would throw it and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a request waits for a connection before it is answered 503 (the database is away). */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The one database factory: PGlite (embedded, one connection) or a PostgreSQL pool, behind the
 * same Kysely dialect so every query and result type is identical on both engines.
 */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const onError =
      options.onConnectionError ?? ((error) => console.error(`database connection lost: ${error.message}`));
    // An idle connection's error reaches the pool; a lent one's reaches its client alone.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(options.pgliteDir || undefined, {
    extensions: { unaccent, pg_trgm },
    loadDataDir: options.pgliteSnapshot,
  });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    snapshot: async () => (await pglite.dumpDataDir('none')) as Blob,
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * Runs every pending migration; throws with the failing migration's name. `secrets` seals what
 * a migration must encrypt (TOTP secrets): needed only when there is such data.
 */
export async function migrate(db: Kysely<DB>, secrets?: SecretBox): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(secrets) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

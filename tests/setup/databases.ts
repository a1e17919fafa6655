import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrate } from '../../server/db/create-db';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database on that server that each test's database is created from. */
    postgresTemplate: string;
    /** A migrated PGlite data directory (`dumpDataDir`) that each test's PGlite starts from. */
    pgliteSnapshot: string;
  }
}

/** The database every test's own copy starts as: migrated once here, not once per test file. */
export const TEMPLATE_DATABASE = 'miamo_template';

async function migratedTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  // Closed before any copy: PostgreSQL copies a template no one is connected to.
  const template = await createDb({ databaseUrl: serverUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`) });
  await migrate(template.db);
  await template.close();
}

async function migratedPgliteSnapshot(file: string): Promise<void> {
  const db = await createDb({ databaseUrl: '' });
  await migrate(db.db);
  const snapshot = await db.snapshot!();
  await db.close();
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
}

/**
 * Vitest global setup: one PostgreSQL server for the API suites with a migrated template database,
 * and a migrated PGlite snapshot; both removed afterwards. Creating PGlite's data directory and
 * running the migrations took ~5 s of CPU per test database; a copy of either takes a fraction.
 */
export default async function setup(project: TestProject) {
  const server = startPostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-pglite-'));
  const snapshot = path.join(dir, 'migrated.tar');
  try {
    await Promise.all([migratedTemplate(server.url), migratedPgliteSnapshot(snapshot)]);
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  project.provide('pgliteSnapshot', snapshot);
  return () => {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

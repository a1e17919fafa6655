import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../server/app';
import { type ApiConfig, apiConfig } from '../../server/config';
import { contractViolations } from '../setup/contract-violations';
import { type Db, createDb } from '../../server/db/create-db';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** The migrated PGlite data directory of the global setup, read once per test file. */
let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * A fresh, migrated database of the engine: an in-memory PGlite started from the migrated snapshot,
 * or a new database on the test server copied from the migrated template (tests/setup/databases.ts).
 */
export async function freshDb(engine: Engine): Promise<Db & { url?: string }> {
  if (engine === 'pglite') {
    pgliteSnapshot ??= fs.openAsBlob(inject('pgliteSnapshot'));
    return createDb({ databaseUrl: '', pgliteSnapshot: await pgliteSnapshot });
  }
  const serverUrl = inject('postgresUrl');
  const name = `miamo_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const db = await createDb({ databaseUrl: url, poolSize: 5 });
  return { ...db, url };
}

export const PUBLIC_URL = 'http://miamo.test';

/** The API settings of a test app: the outbox readable, limits raised, no micro-cache. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return apiConfig({ publicUrl: PUBLIC_URL, outboxPage: true, authRateLimit: 1000, catalogueCacheMs: 0, ...overrides });
}

type TestAppOptions = {
  listen?: boolean;
  /** A PostgreSQL database another test app uses: this one is a second server process on it. */
  databaseUrl?: string;
} & Partial<Pick<ApiConfig, 'outboxPage' | 'authRateLimit' | 'trustProxy' | 'catalogueCacheMs'>> &
  Pick<AppOptions, 'redis' | 'logger' | 'payments' | 'siteChanged'>;

/** The app on a fresh database of the engine, for `inject` calls; close both afterwards. */
export async function testApp(engine: Engine, options: TestAppOptions = {}) {
  const db = options.databaseUrl
    ? { ...(await createDb({ databaseUrl: options.databaseUrl, poolSize: 5 })), url: options.databaseUrl }
    : await freshDb(engine);
  const images = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-images-'));
  // A listening app announces its real address, so absolute links (Next-Page) can be followed.
  const port = options.listen ? await freePort() : 0;
  const publicUrl = options.listen ? `http://127.0.0.1:${port}` : PUBLIC_URL;
  const app = await buildApp({
    config: testConfig({
      publicUrl,
      outboxPage: options.outboxPage ?? true,
      authRateLimit: options.authRateLimit ?? 1000,
      catalogueCacheMs: options.catalogueCacheMs ?? 0,
      trustProxy: options.trustProxy ?? false,
    }),
    db,
    images,
    contractCheck: (violation) => contractViolations.push(violation),
    payments: options.payments,
    redis: options.redis,
    logger: options.logger,
    siteChanged: options.siteChanged,
  });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    url: publicUrl,
    /** The directory the app stores image bytes in. */
    imagesDir: images,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(images, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

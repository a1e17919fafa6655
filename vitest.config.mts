import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** A test starts a database (PGlite, or the PostgreSQL and Redis servers) when it calls one of these. */
const STARTS_A_DATABASE = /\b(?:testApp|freshDb|apiServer|createDb|startPostgres|startRedis)\(/;

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function testFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

/** The site's and the server's tests that need a database: they run with the API suites. */
const databaseTests = [...testFilesUnder('src'), ...testFilesUnder('server')].filter((file) =>
  STARTS_A_DATABASE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
);

export default defineConfig({
  // Vite 8 transforms with Oxc (its esbuild options are ignored): JSX without importing React.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        // `npm run test:unit`: pure rules, slices, components and server units; no database starts.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...databaseTests],
        },
      },
      {
        // The API suites on PGlite and on a real PostgreSQL server (and Redis), each answer checked
        // against its declared contract.
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts', ...databaseTests],
          exclude: [...configDefaults.exclude, 'tests/faults/**'],
          globalSetup: ['tests/setup/postgres-server.ts'],
          setupFiles: ['tests/setup/contract.ts'],
        },
      },
      {
        // `npm run test:faults`: a real server process through PostgreSQL, Redis, SMTP and S3 faults.
        extends: true,
        test: { name: 'faults', include: ['tests/faults/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});

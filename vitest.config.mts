import { configDefaults, defineConfig } from 'vitest/config';

/** A test that starts a database (PGlite, or the PostgreSQL and Redis servers) says so in its name. */
const DATABASE_TESTS = '**/*.db.test.{ts,tsx}';

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
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/*.test.ts'],
          exclude: [...configDefaults.exclude, DATABASE_TESTS],
        },
      },
      {
        // The API suites (`tests/api/<domain>/`) and the server's tests that need a database, on
        // PGlite and on a real PostgreSQL server (and Redis), each answer checked against its
        // declared contract. Each file builds its own apps on its own databases, so a worker keeps
        // the server's modules from one file to the next instead of importing them again for each
        // (the import was 151 s of the 767 s this project took, and a third of its CPU).
        extends: true,
        test: {
          name: 'api',
          include: [`{server,tests}/${DATABASE_TESTS}`],
          exclude: [...configDefaults.exclude, 'tests/faults/**'],
          isolate: false,
          globalSetup: ['tests/setup/databases.ts'],
          setupFiles: ['tests/setup/contract.ts'],
        },
      },
      {
        // The site's screens against the real API on a database (jsdom, stores and stubbed
        // globals): each file in a fresh module graph, as in the unit project.
        extends: true,
        test: {
          name: 'screens',
          include: [`src/${DATABASE_TESTS}`],
          globalSetup: ['tests/setup/databases.ts'],
          setupFiles: ['tests/setup/contract.ts', 'tests/setup/screens.ts'],
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

import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const under = (dir) => `${ROOT}/${dir}/**`;

/**
 * The layers (ARCHITECTURE section 1): a file under `dir` may import only from `allowed` (folders of
 * this repository) and from packages. Anything else in the repository is a wrong-way import.
 */
const onlyFrom = (dir, allowed, message) => ({
  target: under(dir),
  from: `${ROOT}/**`,
  except: [...[dir, ...allowed].map(under), under('node_modules')],
  message,
});

const SHARED_SITE = ['src/core', 'src/config', 'src/styles', 'src/images'];

const layerZones = ({ forTests }) => {
  // Tests may use the shared helpers in tests/, which cross layers on purpose (a real API behind a component).
  const helpers = forTests ? ['tests'] : [];
  return [
    onlyFrom('src/core', ['locales'], 'src/core is pure: it imports only src/core (and the locale catalogues).'),
    onlyFrom(
      'src/components',
      [...SHARED_SITE, ...helpers],
      'Shared components import only src/core and src/components: take a feature as a prop or slot.',
    ),
    onlyFrom('src/config', ['src/core', ...helpers], 'The site settings import only src/core.'),
    onlyFrom('src/store', [...SHARED_SITE, ...helpers], 'The store imports only src/core and src/config.'),
    onlyFrom('src/build', ['src/core', 'locales', ...helpers], 'Build code imports only src/core.'),
    onlyFrom(
      'src/features',
      ['src/components', 'src/store', 'locales', ...SHARED_SITE, ...helpers],
      'A feature imports only src/core, src/components, src/store and src/config.',
    ),
    onlyFrom(
      'src/app',
      ['src/components', 'src/store', 'src/features', 'locales', ...SHARED_SITE, ...helpers],
      'The app shell imports only src/core, src/config, src/components, src/store and src/features: templates and pages compose it.',
    ),
    onlyFrom('src/templates', ['src', 'locales', ...helpers], 'Templates and pages import only from src.'),
    onlyFrom('src/pages', ['src', 'locales', ...helpers], 'Templates and pages import only from src.'),
    onlyFrom(
      'server',
      ['src/core', 'locales', 'content', ...helpers],
      'The server imports only src/core from the site.',
    ),
    // Inside the server: repositories are the database layer's; routes and services never import a route.
    onlyFrom(
      'server/repositories',
      ['server/db', 'src/core', ...helpers],
      'Repositories import only the database layer (server/db) and src/core: rules and errors belong to services.',
    ),
    {
      target: under('server/routes'),
      from: under('server/routes'),
      message:
        'Routes import no other route: share through a service (server/services) or an http helper (server/http).',
    },
    {
      target: under('server/services'),
      from: under('server/routes'),
      message: 'Services import no route: what a route and a service share lives in the service or in server/http.',
    },
    ...FEATURES.map((feature) => ({
      target: under(`src/features/${feature}`),
      from: under('src/features'),
      except: [under(`src/features/${feature}`)],
      message: 'Features do not import each other: the app shell (src/app) and the templates compose them.',
    })),
  ];
};

/**
 * The files allowed past 300 lines or a 120-line function, each with its reason. Migrations are
 * append-only history; the rest are debts to split next (README, "Files that fit in a head").
 */
const SIZE_EXCEPTIONS = [
  'server/db/migrations/**', // applied history: never edited
  'server/db/schema.ts', // generated from the migrated database by kysely-codegen (npm run db:schema)
  'scripts/bench-api.ts', // 447 lines: one benchmark's scenarios and report
];

export default tseslint.config(
  {
    ignores: [
      'public/**',
      '.cache/**',
      '.data*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'scratch/**',
      // HLS segments are MPEG-TS video, not TypeScript.
      'content/videos/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript files are modules the import rules follow (no-cycle reads their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ forTests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones({ forTests: true }) }] },
  },
  {
    // A test that starts a database is named `*.db.test.ts(x)`: vitest runs it in the API project
    // (with the PostgreSQL server), every other test in the unit project.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.db.test.{ts,tsx}', 'tests/faults/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(testApp|freshDb|apiServer|createDb|startPostgres|startRedis)$/]',
          message: 'This test starts a database: name it `*.db.test.ts(x)` so it runs in the API project.',
        },
      ],
    },
  },
  {
    // Files that fit in a head (issue 39): product code only; a test's describe block is long by nature.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', ...SIZE_EXCEPTIONS],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // src/core is pure: no IO, no framework, no environment (STYLE habit 1).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules,
          patterns: ['node:*', 'react', 'react-dom', 'gatsby', 'fastify', 'kysely', '@reduxjs/*'],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage'],
    },
  },
);

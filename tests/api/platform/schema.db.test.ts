import fs from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { freshDb } from '../engines';
import { SCHEMA_FILE, schemaOf } from '../../../scripts/schema-codegen';

// The real PostgreSQL server, migrated as production is; `npm run db:schema` reads PGlite, so this
// also holds the two engines to one schema.
const database = await freshDb('postgres');
afterAll(() => database.close());

test('server/db/schema.ts is what kysely-codegen writes from the migrated database', async () => {
  const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
  expect(
    committed === (await schemaOf(database.db)),
    'schema.ts differs from the migrations: run npm run db:schema',
  ).toBe(true);
});

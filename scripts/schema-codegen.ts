import path from 'node:path';
import { generate, PostgresDialect } from 'kysely-codegen';
import type { Kysely } from 'kysely';
import prettier from 'prettier';
import { createDb, migrate } from '../server/db/create-db';
import type { DB } from '../server/db/schema';

/** The committed types of the database, written by `npm run db:schema`. */
export const SCHEMA_FILE = path.resolve(__dirname, '../server/db/schema.ts');

/**
 * What the catalogue of the database cannot say: JSON columns' shapes, closed sets of values kept
 * as text, and the columns a trigger derives (never written by the code).
 */
const OVERRIDES: Record<string, string> = {
  'billing_operations.state': "'running' | 'interrupted'",
  'cms_pages.locale': 'Locale',
  'cms_pages.sections': 'JSONColumnType<CmsSection[]>',
  'creator_questionnaires.answers': 'JSONColumnType<Record<string, string>>',
  'jobs.payload': 'JSONColumnType<Record<string, string>>',
  'member_records.data': 'JSONColumnType<Record<string, unknown>>',
  'previews.data': 'JSONColumnType<Record<string, unknown>>',
  'recipes.ingredients': 'JSONColumnType<RecipeIngredient[]>',
  'recipes.kitchenware': 'JSONColumnType<string[]>',
  'recipes.steps': 'JSONColumnType<RecipeStep[]>',
  'recipes.search_vector': 'ColumnType<string | null, never, never>',
  'recipes.ingredient_keys': 'ColumnType<string[], never, never>',
  'recipes.step_by_step': 'ColumnType<boolean, never, never>',
  'subscriptions.type': "'monthly' | 'yearly'",
  'taxonomy_terms.kind': "'category' | 'origin' | 'ingredient'",
  'tokens.kind': "'session' | 'reset' | 'secure'",
};

const IMPORTS: Record<string, string> = {
  CmsSection: '../../src/core/contract/pages',
  JSONColumnType: 'kysely',
  Locale: '../../src/core/locales/locales',
  RecipeIngredient: './json-columns',
  RecipeStep: './json-columns',
};

/** The text of `schema.ts` for a migrated database: its catalogue read by kysely-codegen, formatted as the repository is. */
export async function schemaOf(db: Kysely<DB>): Promise<string> {
  const text = await generate({
    db,
    // `date` columns stay strings ('2026-12-07'): the code compares and stores them as such.
    dialect: new PostgresDialect({ dateParser: 'string' }),
    excludePattern: 'kysely_migration*',
    overrides: { columns: OVERRIDES },
    customImports: IMPORTS,
    outFile: null,
  });
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(text, { ...options, filepath: SCHEMA_FILE });
}

/** The text of `schema.ts` for the migrations as they are: every one applied to an empty in-memory PGlite. */
export async function generateSchema(): Promise<string> {
  const database = await createDb({ databaseUrl: '' });
  try {
    await migrate(database.db);
    return await schemaOf(database.db);
  } finally {
    await database.close();
  }
}

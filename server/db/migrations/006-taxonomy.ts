import { type Kysely, sql } from 'kysely';

const sqlIn = sql`kind in ('category', 'origin', 'ingredient')`;

/** Localized names of categories, origins and ingredients (the filters of SPEC section 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('taxonomy_terms')
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('taxonomy_terms_pkey', ['kind', 'language', 'key'])
    .addUniqueConstraint('taxonomy_terms_slug_key', ['kind', 'language', 'slug'])
    .execute();
}

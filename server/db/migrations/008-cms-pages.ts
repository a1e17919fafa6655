import { type Kysely, sql } from 'kysely';

/** The content-management pages (story, legal notices, app, landing, home hub blocks) per locale. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cms_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cms_pages_kind_locale_key', ['kind', 'locale'])
    .execute();
}

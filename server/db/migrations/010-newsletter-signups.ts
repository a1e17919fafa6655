import { type Kysely, sql } from 'kysely';

/** Footer newsletter sign-ups when the site posts to its own form service (the default). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_signups')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

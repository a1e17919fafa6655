import { type Kysely, sql } from 'kysely';

/** The public list's order (newest first, id breaking ties) on published recipes only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists recipes_language_last_modified_idx`.execute(db);
  await sql`create index recipes_published_order_idx on recipes (language, last_modified desc, id desc) where status = 'published'`.execute(
    db,
  );
  await sql`analyze recipes`.execute(db);
}

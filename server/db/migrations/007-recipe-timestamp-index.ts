import { type Kysely, sql } from 'kysely';

/**
 * The collection timestamp (ETag) of a language is max(last_modified) over every record of it,
 * published or not, so an unpublished recipe still changes the ETag: index it, or every list
 * request scans the language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index recipes_language_timestamp_idx on recipes (language, last_modified desc)`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Collection timestamps (Kinto's `last_modified` of a collection, its ETag), kept apart from the
 * records so that writers can serialize on them:
 *
 * - `catalogue_timestamps`: the last timestamp given to a recipe of a language. A writer locks
 *   the row (an upsert) for its transaction, so two concurrent publishes in one language get
 *   distinct, increasing `last_modified`s; the ETag is still read from the records.
 * - `member_collection_timestamps`: the member's `default` bucket collections (`saved-recipes`,
 *   `unlocked-recipes`). Each write moves it forward, deletes included, so the ETag changes when
 *   a favourite goes (the records cannot say it: Kinto keeps tombstones, we keep this).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_timestamps')
    .addColumn('language', 'text', (c) => c.primaryKey())
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_timestamps (language, last_modified) select language, max(last_modified) from recipes group by language`.execute(
    db,
  );

  await db.schema
    .createTable('member_collection_timestamps')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_collection_timestamps_pkey', ['user_id', 'collection'])
    .execute();
  await sql`
    insert into member_collection_timestamps (user_id, collection, last_modified)
    select user_id, 'saved-recipes', max(last_modified) from favourites group by user_id
    union all
    select user_id, 'unlocked-recipes', max(floor(extract(epoch from unlocked_at) * 1000))::bigint from unlocked_books group by user_id`.execute(
    db,
  );
}

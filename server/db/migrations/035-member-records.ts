import { type Kysely, sql } from 'kysely';

/**
 * The member's kitchen (issue 18): records of their `default` bucket's `shopping-list` and
 * `recipe-collections`, the data as the client wrote it (checked against the contract), stamped
 * by the collection's timestamp like favourites. A shared collection's link token is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_records')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .addColumn('share_token', 'text')
    .addPrimaryKeyConstraint('member_records_pkey', ['user_id', 'collection', 'id'])
    .execute();
  await sql`create unique index member_records_share_token on member_records (share_token)
    where share_token is not null`.execute(db);
}

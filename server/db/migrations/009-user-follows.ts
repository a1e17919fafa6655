import { type Kysely, sql } from 'kysely';

/**
 * Who follows whom (SPEC section 7, Community: user_follow). Counts are COUNTs over this table,
 * not denormalised counters. Both lists page newest first, hence the (user, created_at) indexes;
 * the username index serves public profile URLs by username (/u/jo_bakes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followed_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_follows_pkey', ['follower_id', 'followed_id'])
    .addCheckConstraint('user_follows_not_self', sql`follower_id <> followed_id`)
    .execute();
  await db.schema
    .createIndex('user_follows_followed_created_idx')
    .on('user_follows')
    .columns(['followed_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('user_follows_follower_created_idx')
    .on('user_follows')
    .columns(['follower_id', 'created_at'])
    .execute();
  await sql`create index users_username_idx on users (username) where username <> ''`.execute(db);
}

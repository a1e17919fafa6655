import { type Kysely, sql } from 'kysely';

/**
 * Issue 38's limits on abuse:
 * - Nobody likes their own post or comment, nor rates their own recipe: the ones made before the
 *   refusal go (the counters' triggers follow), so a self-like never counts toward a challenge.
 * - A printed copy of a book unlocks for a few members only: its codes share a `copy_id` (a random
 *   id of its own, never one of the codes, so it can be logged), and each member who unlocked the
 *   book with a code of the copy holds a row of `book_copy_redemptions`. Codes printed before
 *   cannot be told apart by copy: each is a copy of its own (the default gives each its own id).
 * - An account left unconfirmed is told once before it is purged (`unconfirmed_notice_at`); the
 *   purge finds such accounts by the partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from post_likes pl using community_posts p
    where p.id = pl.post_id and p.author_id = pl.user_id`.execute(db);
  await sql`delete from comment_likes cl using community_comments c
    where c.id = cl.comment_id and c.author_id = cl.user_id`.execute(db);
  await sql`delete from recipe_ratings rr using recipes r
    where r.id = rr.recipe_id and r.author_id = rr.user_id`.execute(db);

  await db.schema
    .alterTable('book_qrcodes')
    .addColumn('copy_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .execute();
  await db.schema.createIndex('book_qrcodes_copy_idx').on('book_qrcodes').column('copy_id').execute();
  await db.schema
    .createTable('book_copy_redemptions')
    .addColumn('copy_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('redeemed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('book_copy_redemptions_pkey', ['copy_id', 'user_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('unconfirmed_notice_at', 'timestamptz').execute();
  await sql`create index users_unconfirmed_idx on users (created_at) where email_validated_at is null`.execute(db);
}

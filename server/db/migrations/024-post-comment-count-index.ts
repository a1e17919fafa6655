import { type Kysely, sql } from 'kysely';

/**
 * A post's `comments_count` counts its live comments, replies included: the index of 021 serves
 * only top-level ones, so every post of a feed page scanned the whole comments table (1.9 ms a
 * post at 3,300 comments, 40 of the page's 50 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index community_comments_post_live_idx on community_comments (post_id) where deleted_at is null`.execute(
    db,
  );
}

import { type Kysely, sql } from 'kysely';

/**
 * A report outlives what it names: deleting the reported post or comment (its author may, at
 * once) used to delete the report with it by cascade, and staff never saw it. The report now keeps
 * the content's author as `reported_user_id` and a copy of the reported words (`reported_text`);
 * the links to the post and the comment are cleared when they go, not the report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table community_reports add column reported_text text`.execute(db);
  await sql`alter table community_reports drop constraint community_reports_post_id_fkey`.execute(db);
  await sql`alter table community_reports drop constraint community_reports_comment_id_fkey`.execute(db);
  await sql`
    alter table community_reports
      add constraint community_reports_post_id_fkey foreign key (post_id)
        references community_posts(id) on delete set null,
      add constraint community_reports_comment_id_fkey foreign key (comment_id)
        references community_comments(id) on delete set null`.execute(db);
}

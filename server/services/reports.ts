import type { Kysely } from 'kysely';
import type { Report, ReportBody } from '../../src/core/contract/moderation';
import type { Language } from '../../src/core/locales/locales';
import type { Database } from '../db/schema';
import { invalidBody, notFound } from '../errors';
import {
  type ReportRow,
  findReportableComment,
  findReportablePost,
  insertReport,
  listReports,
  reportableMemberExists,
} from '../repositories/reports';
import { assertStorableText } from '../validation';
import { authorOf } from './profile';

/** A report as staff read it: the reporter as an author, the comment by its uuid. */
export function reportOf(row: ReportRow, publicUrl: string): Report {
  return {
    id: row.id,
    reporter: authorOf({ ...row, id: row.reporter_id }, publicUrl),
    reported_user: row.reported_user_id,
    post: row.post_id,
    comment: row.comment_uuid,
    language: row.language as Language,
    message: row.message,
    reported_text: row.reported_text,
    status: row.status as Report['status'],
    created_time: row.reported_at,
  };
}

/**
 * Files a report of a member, a post or a comment (at least one), in one transaction: what it
 * names must exist (404) and be someone else's (400), and stays until the report is written. A
 * reported post or comment names its author too, and its words are copied, so deleting it at
 * once does not take the evidence away.
 */
export async function fileReport(
  db: Kysely<Database>,
  reporterId: string,
  body: ReportBody,
  language: Language,
  publicUrl: string,
): Promise<Report> {
  const { reported_user, post, comment } = body;
  if (!reported_user && !post && !comment)
    throw invalidBody('reported_user', 'Name the member, the post or the comment to report');
  if (reported_user === reporterId) throw invalidBody('reported_user', 'You cannot report yourself');
  const message = body.message.trim();
  if (!message) throw invalidBody('message', 'Say what is wrong');
  assertStorableText('message', message);
  return db.transaction().execute(async (trx) => {
    if (reported_user && !(await reportableMemberExists(trx, reported_user)))
      throw notFound("This user doesn't exist or profile deleted", { id: reported_user, resource_name: 'user' });
    const reportedPost = post ? await findReportablePost(trx, post) : undefined;
    if (post && !reportedPost) throw notFound('This post does not exist', { id: post, resource_name: 'post' });
    if (reportedPost?.author_id === reporterId) throw invalidBody('post', 'You cannot report your own post');
    const reportedComment = comment ? await findReportableComment(trx, comment) : undefined;
    if (comment && !reportedComment)
      throw notFound('This comment does not exist', { id: comment, resource_name: 'comment' });
    if (reportedComment?.author_id === reporterId) throw invalidBody('comment', 'You cannot report your own comment');
    // The content's author and words stay on the report when the content is deleted (migration 023).
    const content = reportedComment ?? reportedPost;
    const id = await insertReport(trx, {
      reporter_id: reporterId,
      reported_user_id: reported_user ?? content?.author_id ?? null,
      post_id: reportedPost?.id ?? null,
      comment_id: reportedComment?.id ?? null,
      language,
      message,
      reported_text: reportedComment ? reportedComment.text : reportedPost ? reportedPost.text : null,
    });
    const [row] = await listReports(trx, { id, limit: 1 });
    return reportOf(row!, publicUrl);
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { Report, ReportBody } from '../../src/core/contract/moderation';
import type { Language } from '../../src/core/locales/locales';
import type { DB } from '../db/schema';
import { invalidBody, notFound } from '../errors';
import {
  type ReportRow,
  findReportableComment,
  findReportablePost,
  insertReport,
  listReports,
  reportableMemberExists,
} from '../repositories/reports';
import { lockCommunityRecipe } from '../repositories/community-recipes';
import { applyMove } from './recipe-moves';
import { authorOf } from './profile';

/**
 * A published member's recipe a member may report (locked, in the report's transaction): 404 when
 * the reporter cannot see it (a draft, a private or blocked recipe), 400 for their own. A published
 * one goes back to the moderators' queue (reported), still online; one already queued stays so.
 */
async function reportableRecipe(trx: Transaction<DB>, id: string, reporterId: string) {
  const recipe = await lockCommunityRecipe(trx, id);
  if (!recipe || !['validated', 'reported', 'submitted'].includes(recipe.status) || !recipe.published_slug)
    throw notFound('Unfortunately this recipe does not exist', { id, resource_name: 'recipe' });
  if (recipe.author_id === reporterId) throw invalidBody('recipe', 'You cannot report your own recipe');
  if (recipe.status === 'validated') await applyMove(trx, recipe, 'report', { id: reporterId, kind: 'member' });
  return { id: recipe.id, author_id: recipe.author_id, text: recipe.title };
}

/** A report as staff read it: the reporter as an author, the comment by its uuid. */
export function reportOf(row: ReportRow, publicUrl: string): Report {
  return {
    id: row.id,
    reporter: authorOf({ ...row, id: row.reporter_id }, publicUrl),
    reported_user: row.reported_user_id,
    post: row.post_id,
    comment: row.comment_uuid,
    recipe: row.recipe_id,
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
  db: Kysely<DB>,
  reporterId: string,
  body: ReportBody,
  language: Language,
  publicUrl: string,
): Promise<Report> {
  const { reported_user, post, comment, recipe } = body;
  if (!reported_user && !post && !comment && !recipe)
    throw invalidBody('reported_user', 'Name the member, the post, the comment or the recipe to report');
  if (reported_user === reporterId) throw invalidBody('reported_user', 'You cannot report yourself');
  const message = body.message.trim();
  if (!message) throw invalidBody('message', 'Say what is wrong');
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
    const reportedRecipe = recipe ? await reportableRecipe(trx, recipe, reporterId) : undefined;
    // The content's author and words stay on the report when the content is deleted (migration 023).
    const content = reportedComment ?? reportedPost ?? reportedRecipe;
    const id = await insertReport(trx, {
      reporter_id: reporterId,
      reported_user_id: reported_user ?? content?.author_id ?? null,
      post_id: reportedPost?.id ?? null,
      comment_id: reportedComment?.id ?? null,
      recipe_id: reportedRecipe?.id ?? null,
      language,
      message,
      reported_text: content?.text ?? null,
    });
    const [row] = await listReports(trx, { id, limit: 1 });
    return reportOf(row!, publicUrl);
  });
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Comment } from '../../src/core/contract/comments';
import type { Language } from '../../src/core/locales/locales';
import { keysetPage } from '../../src/core/lists';
import type { CommentType } from '../../src/core/rules';
import type { Db } from '../db/create-db';
import type { DB } from '../db/schema';
import { invalidBody, notFound } from '../errors';
import type { ImageStorage } from '../images/storage';
import { attachmentOf, claimAttachment, deleteImageRecords } from '../repositories/community-attachments';
import {
  type CommentFilters,
  type CommentListRow,
  countReplies,
  deleteCommentAttachment,
  deleteCommentRow,
  insertComment,
  listComments,
  lockComment,
  lockCommentForReply,
  lockPostForComment,
  markCommentDeleted,
  parentOfComment,
} from '../repositories/community-comments';
import { publishedRecipeAuthor } from '../repositories/published-recipes';
import { refuseBlocked } from './blocks';
import { authorOf } from './profile';

export const commentNotFound = (id: string | number) =>
  notFound('This comment does not exist', { id: String(id), resource_name: 'comment' });

/** What a new comment is on: a recipe, a post, or the top-level comment it answers. */
export type CommentTarget = { recipe: string } | { post: string } | { parent: number };

export interface NewComment {
  text: string;
  type: CommentType;
  language: Language;
  target: CommentTarget;
  attachment?: string;
}

/**
 * Writes a comment in one transaction and answers its id. A reply's parent must be a top-level
 * comment that is not deleted (held under a share lock, so it cannot be deleted meanwhile) and
 * the reply joins the parent's recipe or post; a recipe must be published, a post must exist
 * (held the same way). 403 while a block stands between the author and the post's author, the
 * recipe's member author or the parent comment's author (checked under each pair's lock, which a
 * block also takes); the picture must be one of the author's unused attachments, taken under its
 * row lock. Nothing is written when any check fails.
 */
export async function createComment(db: Kysely<DB>, authorId: string, comment: NewComment): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { target } = comment;
    let recipeId: string | null = null;
    let postId: string | null = null;
    let parentId: string | null = null;
    /** The members the author acts on, with the field a block between them names. */
    const others: { memberId: string; field: string }[] = [];
    if ('parent' in target) {
      const parent = await lockCommentForReply(trx, String(target.parent));
      if (!parent || parent.deleted_at) throw commentNotFound(target.parent);
      if (parent.parent_id !== null)
        throw invalidBody('parent', 'Replies go one level deep: answer the comment itself');
      parentId = parent.id;
      recipeId = parent.recipe_id;
      postId = parent.post_id;
      others.push({ memberId: parent.author_id, field: 'parent' });
    } else if ('post' in target) {
      postId = target.post;
    } else {
      recipeId = target.recipe;
    }
    if (recipeId !== null) {
      // A recipe's member author blocks like a post's: no comment, nor reply, under their recipe.
      const recipe = await publishedRecipeAuthor(trx, recipeId);
      if (!recipe && 'recipe' in target)
        throw notFound('Unfortunately this recipe does not exist', { id: recipeId, resource_name: 'recipe' });
      if (recipe?.authorId) others.push({ memberId: recipe.authorId, field: 'recipe' in target ? 'recipe' : 'parent' });
    }
    if (postId !== null) {
      const post = await lockPostForComment(trx, postId);
      if (!post) throw notFound('This post does not exist', { id: postId, resource_name: 'post' });
      others.push({ memberId: post.author_id, field: 'post' in target ? 'post' : 'parent' });
    }
    await refuseBlocked(trx, authorId, others);
    if (comment.attachment && !(await claimAttachment(trx, authorId, comment.attachment)))
      throw invalidBody('attachment', `${comment.attachment} is not a photo of yours that no post or comment uses`);
    return insertComment(trx, {
      uuid: randomUUID(),
      author_id: authorId,
      recipe_id: recipeId,
      post_id: postId,
      parent_id: parentId,
      language: comment.language,
      type: comment.type,
      text: comment.text,
      attachment_id: comment.attachment ?? null,
    });
  });
}

/**
 * Deletes the member's own comment in one transaction. With replies it stays as a placeholder
 * (no text, no picture, no likes); without, its row goes, and a reply that was the last one of a
 * deleted comment takes that placeholder with it. The picture's row and `images` records go in
 * the transaction, its bytes after the commit. The parent, then the comment, are locked in that
 * order (as a reply's writing does), so concurrent deletions and replies see each other's result.
 */
export async function deleteComment(
  { db: { db }, images }: { db: Db; images: ImageStorage },
  memberId: string,
  id: number,
): Promise<'missing' | 'forbidden' | 'removed' | 'placeholder'> {
  const outcome = await db.transaction().execute(async (trx) => {
    const known = await parentOfComment(trx, String(id));
    if (!known) return { status: 'missing' as const, keys: [] };
    const parent = known.parent_id === null ? undefined : await lockComment(trx, String(known.parent_id));
    const comment = await lockComment(trx, String(id));
    if (!comment || comment.deleted_at) return { status: 'missing' as const, keys: [] };
    if (comment.author_id !== memberId) return { status: 'forbidden' as const, keys: [] };
    const keys = comment.attachment_id ? await deleteCommentAttachment(trx, comment.attachment_id) : [];
    await deleteImageRecords(trx, keys);
    const kept = (await countReplies(trx, comment.id)) > 0;
    if (kept) await markCommentDeleted(trx, comment.id, new Date());
    else await deleteCommentRow(trx, comment.id);
    if (parent?.deleted_at && (await countReplies(trx, parent.id)) === 0) await deleteCommentRow(trx, parent.id);
    return { status: kept ? ('placeholder' as const) : ('removed' as const), keys };
  });
  await Promise.all(outcome.keys.map((key) => images.delete(key)));
  return outcome.status;
}

/** The contract's comment of a row read by listComments; a deleted one shows as its placeholder. */
function commentOf(row: CommentListRow, publicUrl: string): Comment {
  const deleted = !!row.deleted;
  const picture =
    !deleted && row.attachment_id && row.media_key && row.thumbnail_key && row.width !== null && row.height !== null
      ? attachmentOf(
          {
            id: row.attachment_id,
            media_key: row.media_key,
            thumbnail_key: row.thumbnail_key,
            width: row.width,
            height: row.height,
          },
          publicUrl,
        )
      : null;
  return {
    id: Number(row.id),
    uuid: row.uuid,
    author: deleted ? null : authorOf({ ...row, id: row.author_id }, publicUrl),
    language: row.language as Language,
    type: row.type as CommentType,
    text: deleted ? '' : row.text,
    picture,
    likes_count: deleted ? 0 : Number(row.likes_count),
    user_reaction: !deleted && row.liked_by_viewer ? 'like' : null,
    replies_count: Number(row.replies_count),
    parent: row.parent_id === null ? null : Number(row.parent_id),
    recipe: row.recipe_id,
    post: row.post_id,
    // No translation is made yet (the contract says so).
    translation: null,
    created_time: row.created_time,
    deleted,
  };
}

/** One comment as the viewer sees it; undefined when it does not exist or a block hides it. */
export async function readComment(
  db: Kysely<DB>,
  publicUrl: string,
  id: string | number,
  viewerId: string | null,
): Promise<Comment | undefined> {
  const [row] = await listComments(db, { viewerId, filters: { id: String(id) }, limit: 1 });
  return row && commentOf(row, publicUrl);
}

/** A page of comments and the position of its last one when a next page exists. */
export async function readCommentPage(
  db: Kysely<DB>,
  publicUrl: string,
  query: { viewerId: string | null; filters: CommentFilters; after?: { at: string; id: string }; limit: number },
) {
  const rows = await listComments(db, query);
  const { page, next } = keysetPage(rows, query.limit, (row) => ({ at: row.created_time, id: String(row.id) }));
  return { comments: page.map((row) => commentOf(row, publicUrl)), next };
}

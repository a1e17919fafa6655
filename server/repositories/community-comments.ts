import { type Insertable, type SqlBool, type Transaction, sql } from 'kysely';
import type { CommentType } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { CommunityComments, DB } from '../db/schema';
import { noBlockBetween } from './blocks';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

/**
 * What a list of comments holds; the filters given all apply. `recipe` and `post` give their
 * top-level comments, `parent` its replies (oldest first: a thread reads down), `authorId` the
 * member's own comments and replies.
 */
export interface CommentFilters {
  id?: string;
  recipe?: string;
  post?: string;
  parent?: string;
  authorId?: string;
  type?: CommentType;
}

export async function insertComment(
  trx: Executor,
  comment: Omit<Insertable<CommunityComments>, 'id' | 'created_at' | 'deleted_at' | 'translation'>,
): Promise<string> {
  const row = await trx.insertInto('community_comments').values(comment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Many comments at once (the bench's synthetic threads), their creation times given; answers their ids by uuid. */
export async function insertComments(
  db: Executor,
  comments: Omit<Insertable<CommunityComments>, 'id' | 'deleted_at' | 'translation'>[],
): Promise<Map<string, string>> {
  if (!comments.length) return new Map();
  const rows = await db.insertInto('community_comments').values(comments).returning(['id', 'uuid']).execute();
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/**
 * A comment under a share lock until the transaction ends: it can be neither deleted nor turned
 * into a placeholder while a reply to it (or a like) is written. Undefined when there is none.
 */
export async function lockCommentForReply(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('community_comments')
    .select(['id', 'author_id', 'parent_id', 'recipe_id', 'post_id', 'deleted_at'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

/** Which comment a comment answers (never changes, so it is read without a lock). */
export async function parentOfComment(db: Executor, id: string) {
  return db.selectFrom('community_comments').select('parent_id').where('id', '=', id).executeTakeFirst();
}

/**
 * A comment under its row lock until the transaction ends, for deleting it: replies, likes and a
 * second deletion of it wait. Undefined when there is none.
 */
export async function lockComment(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('community_comments')
    .select(['id', 'author_id', 'parent_id', 'attachment_id', 'deleted_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** How many replies a comment has (replies are never placeholders: a deleted reply is gone). */
export async function countReplies(db: Executor, id: string): Promise<number> {
  const row = await db
    .selectFrom('community_comments')
    .select(sql<string>`count(*)`.as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the comment's row (its likes and reports go by cascade). */
export async function deleteCommentRow(trx: Executor, id: string): Promise<void> {
  await trx.deleteFrom('community_comments').where('id', '=', id).execute();
}

/**
 * Turns the comment into the placeholder of a deleted comment that has replies: no text, no
 * picture, no translation, no likes; its author stays recorded but is never shown.
 */
export async function markCommentDeleted(trx: Executor, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('community_comments')
    .set({ deleted_at: now, text: '', attachment_id: null, translation: null })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('comment_likes').where('comment_id', '=', id).execute();
}

/** Deletes a comment's picture row; answers its storage keys, whose records and bytes go next. */
export async function deleteCommentAttachment(trx: Executor, attachmentId: string): Promise<string[]> {
  const row = await trx
    .deleteFrom('community_attachments')
    .where('id', '=', attachmentId)
    .where('post_id', 'is', null)
    .returning(['media_key', 'thumbnail_key'])
    .executeTakeFirst();
  return row ? [row.media_key, row.thumbnail_key] : [];
}

/** The post's author, the post under a share lock (it cannot be deleted under a new comment). */
export async function lockPostForComment(trx: Transaction<DB>, postId: string) {
  return trx
    .selectFrom('community_posts')
    .select(['id', 'author_id'])
    .where('id', '=', postId)
    .forShare()
    .executeTakeFirst();
}

/**
 * Comments with their author, picture and counts as the viewer sees them: none written by a
 * member blocked either way, none under a post or in a thread of such a member; a deleted comment only as the
 * placeholder of replies the viewer can see. Newest first (replies of a `parent` oldest first),
 * resuming strictly after `after` (keyset), one row more than `limit` so the caller knows whether
 * a next page exists.
 */
export async function listComments(
  db: Executor,
  {
    viewerId,
    filters,
    after,
    limit,
  }: { viewerId: string | null; filters: CommentFilters; after?: CursorPosition; limit: number },
) {
  const replies = filters.parent !== undefined;
  let query = db
    .selectFrom('community_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('community_attachments as a', 'a.id', 'c.attachment_id')
    .leftJoin('community_posts as p', 'p.id', 'c.post_id')
    .leftJoin('community_comments as pc', 'pc.id', 'c.parent_id')
    .select((eb) => [
      'c.id',
      'c.uuid',
      'c.language',
      'c.type',
      'c.text',
      'c.parent_id',
      'c.recipe_id',
      'c.post_id',
      'c.translation',
      sql<boolean>`c.deleted_at is not null`.as('deleted'),
      cursorTime('c.created_at').as('created_time'),
      'u.id as author_id',
      ...MEMBER_COLUMNS,
      'a.id as attachment_id',
      'a.media_key',
      'a.thumbnail_key',
      'a.width',
      'a.height',
      eb
        .selectFrom('comment_likes as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.comment_id', '=', 'c.id')
        .as('likes_count'),
      eb
        .selectFrom('community_comments as r')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('r.parent_id', '=', 'c.id')
        .where('r.deleted_at', 'is', null)
        .where(noBlockBetween(viewerId, 'r.author_id'))
        .as('replies_count'),
      viewerId
        ? eb
            .exists(
              eb
                .selectFrom('comment_likes as v')
                .select('v.user_id')
                .whereRef('v.comment_id', '=', 'c.id')
                .where('v.user_id', '=', viewerId),
            )
            .$castTo<boolean>()
            .as('liked_by_viewer')
        : sql<boolean>`false`.as('liked_by_viewer'),
    ])
    .where(visibleTo(viewerId))
    .where(noBlockBetween(viewerId, 'p.author_id'))
    // A reply in the thread of a member blocked either way, as under their post (a placeholder
    // parent shows no author, so its replies stay).
    .where(sql<SqlBool>`(pc.deleted_at is not null or ${noBlockBetween(viewerId, 'pc.author_id')})`);
  if (filters.id !== undefined) query = query.where('c.id', '=', filters.id);
  if (filters.recipe !== undefined) query = query.where('c.recipe_id', '=', filters.recipe);
  if (filters.post !== undefined) query = query.where('c.post_id', '=', filters.post);
  if (replies) query = query.where('c.parent_id', '=', filters.parent!);
  else if (filters.recipe !== undefined || filters.post !== undefined) query = query.where('c.parent_id', 'is', null);
  // A member's list never shows placeholders: they would tell what the member deleted.
  if (filters.authorId !== undefined)
    query = query.where('c.author_id', '=', filters.authorId).where('c.deleted_at', 'is', null);
  if (filters.type !== undefined) query = query.where('c.type', '=', filters.type);
  const direction = replies ? 'asc' : 'desc';
  return keysetQuery(query, { time: 'c.created_at', id: 'c.id' }, direction, { after, limit }, 'bigint').execute();
}

export type CommentListRow = Awaited<ReturnType<typeof listComments>>[number];

/**
 * Whether the viewer sees the comment `c`: written by no member blocked either way, or, deleted,
 * the placeholder of at least one reply they see (a thread keeps its replies).
 */
function visibleTo(viewerId: string | null) {
  return sql<SqlBool>`case when c.deleted_at is null then ${noBlockBetween(viewerId, 'c.author_id')}
    else exists (
      select 1 from community_comments s
      where s.parent_id = c.id and s.deleted_at is null and ${noBlockBetween(viewerId, 's.author_id')}) end`;
}

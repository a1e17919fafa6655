import { type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';

/**
 * Likes are rows, one per member and target: the primary key makes a second like a no-op and a
 * count is COUNT(*), exact whatever a cascade removed (migration 021).
 */
export async function addPostLike(db: Executor, postId: string, userId: string): Promise<void> {
  await db
    .insertInto('post_likes')
    .values({ post_id: postId, user_id: userId })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .execute();
}

export async function removePostLike(db: Executor, postId: string, userId: string): Promise<void> {
  await db.deleteFrom('post_likes').where('post_id', '=', postId).where('user_id', '=', userId).execute();
}

export async function countPostLikes(db: Executor, postId: string): Promise<number> {
  const row = await db
    .selectFrom('post_likes')
    .select(sql<string>`count(*)`.as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The comment a like names by its uuid, under a share lock until the transaction ends (it cannot
 * be deleted under the like), with the authors of its post and of its parent unless deleted (a
 * block with either closes the thread as it does to replies); undefined when there is none.
 */
export async function lockCommentForLike(trx: Transaction<DB>, uuid: string) {
  return trx
    .selectFrom('community_comments as c')
    .select((eb) => [
      'c.id',
      'c.author_id',
      'c.deleted_at',
      eb
        .selectFrom('community_posts as p')
        .select('p.author_id')
        .whereRef('p.id', '=', 'c.post_id')
        .as('post_author_id'),
      eb
        .selectFrom('community_comments as pc')
        .select('pc.author_id')
        .whereRef('pc.id', '=', 'c.parent_id')
        .where('pc.deleted_at', 'is', null)
        .as('parent_author_id'),
    ])
    .where('c.uuid', '=', uuid)
    .forShare()
    .executeTakeFirst();
}

export async function addCommentLike(db: Executor, commentId: string, userId: string): Promise<void> {
  await db
    .insertInto('comment_likes')
    .values({ comment_id: commentId, user_id: userId })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .execute();
}

export async function removeCommentLike(db: Executor, commentId: string, userId: string): Promise<void> {
  await db.deleteFrom('comment_likes').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
}

export async function countCommentLikes(db: Executor, commentId: string): Promise<number> {
  const row = await db
    .selectFrom('comment_likes')
    .select(sql<string>`count(*)`.as('n'))
    .where('comment_id', '=', commentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

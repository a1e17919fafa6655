import { type Insertable, type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { CommunityPosts, DB } from '../db/schema';
import { noBlockBetween } from './blocks';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

export interface PostFilters {
  recipe?: string;
  user?: string;
  locale?: string;
}

export async function insertPost(trx: Executor, post: Insertable<CommunityPosts>) {
  await trx.insertInto('community_posts').values(post).execute();
}

/**
 * The post under its row lock until the transaction ends: likes of one post queue here, so each
 * counts the likes the previous ones committed and exactly one reaches the challenge's threshold.
 */
export async function lockPost(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('community_posts')
    .select(['id', 'author_id', 'title', 'locale', 'challenge_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deletePostRow(trx: Executor, id: string): Promise<void> {
  await trx.deleteFrom('community_posts').where('id', '=', id).execute();
}

/** Marks the post the winner once: null when it had won already. Run under `lockPost`. */
export async function markChallengeWon(trx: Executor, id: string, challengeId: string, now: Date) {
  const row = await trx
    .updateTable('community_posts')
    .set({ challenge_id: challengeId, won_at: now })
    .where('id', '=', id)
    .where('challenge_id', 'is', null)
    .returning('challenge_id')
    .executeTakeFirst();
  return row?.challenge_id ?? null;
}

/** How many re-creations a member posted (their profile's `posts_count`). */
export async function countPostsBy(db: Executor, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('community_posts')
    .select(sql<string>`count(*)`.as('n'))
    .where('author_id', '=', authorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Posts with their author and counts as the viewer sees them: none whose author blocks the viewer
 * or is blocked by them. Newest first, resuming strictly after `after` (keyset), one row more than
 * `limit` so the caller knows whether a next page exists.
 */
export async function listPosts(
  db: Executor,
  {
    viewerId,
    id,
    filters = {},
    after,
    limit,
  }: { viewerId: string | null; id?: string; filters?: PostFilters; after?: CursorPosition; limit: number },
) {
  let query = db
    .selectFrom('community_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select((eb) => [
      'p.id',
      'p.recipe_id',
      'p.locale',
      'p.title',
      'p.message',
      'p.challenge_id',
      cursorTime('p.created_at').as('created_time'),
      'u.id as author_id',
      ...MEMBER_COLUMNS,
      eb
        .selectFrom('post_likes as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.post_id', '=', 'p.id')
        .as('likes_count'),
      eb
        .selectFrom('community_comments as c')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('c.post_id', '=', 'p.id')
        .where('c.deleted_at', 'is', null)
        .as('comments_count'),
      viewerId
        ? eb
            .exists(
              eb
                .selectFrom('post_likes as v')
                .select('v.user_id')
                .whereRef('v.post_id', '=', 'p.id')
                .where('v.user_id', '=', viewerId),
            )
            .$castTo<boolean>()
            .as('liked_by_viewer')
        : sql<boolean>`false`.as('liked_by_viewer'),
    ])
    .where(noBlockBetween(viewerId, 'p.author_id'));
  if (id) query = query.where('p.id', '=', id);
  if (filters.recipe) query = query.where('p.recipe_id', '=', filters.recipe);
  if (filters.user) query = query.where('p.author_id', '=', filters.user);
  if (filters.locale) query = query.where('p.locale', '=', filters.locale);
  return keysetQuery(query, { time: 'p.created_at', id: 'p.id' }, 'desc', { after, limit }).execute();
}

export type PostListRow = Awaited<ReturnType<typeof listPosts>>[number];

/** Every language row of these recipes, for the summary a post shows in its own language. */
export async function recipeSummaryRows(db: Executor, recipeIds: string[]) {
  if (!recipeIds.length) return [];
  return db
    .selectFrom('recipes')
    .select(['id', 'language', 'title', 'url_slug', 'web_cover_thumbnail'])
    .where('id', 'in', [...new Set(recipeIds)])
    .execute();
}

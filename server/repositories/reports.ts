import { randomUUID } from 'node:crypto';
import { type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

/** A post or a comment a report names, with its author (a member cannot report their own). */
export interface ReportedContent {
  id: string;
  author_id: string;
  /** The words reported, copied into the report (a post's title and message, a comment's text). */
  text: string;
}

/*
 * The lookups of what a report names hold a key-share lock until the transaction ends: the row
 * cannot be deleted before the report referencing it is written.
 */

export async function reportableMemberExists(trx: Transaction<DB>, userId: string): Promise<boolean> {
  return !!(await trx.selectFrom('users').select('id').where('id', '=', userId).forKeyShare().executeTakeFirst());
}

export async function findReportablePost(trx: Transaction<DB>, postId: string): Promise<ReportedContent | undefined> {
  return trx
    .selectFrom('community_posts')
    .select(['id', 'author_id', sql<string>`title || E'\n\n' || message`.as('text')])
    .where('id', '=', postId)
    .forKeyShare()
    .executeTakeFirst();
}

/** A comment by its `uuid`, unless its author deleted it (only a placeholder is left then). */
export async function findReportableComment(trx: Transaction<DB>, uuid: string): Promise<ReportedContent | undefined> {
  return trx
    .selectFrom('community_comments')
    .select(['id', 'author_id', 'text'])
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .forKeyShare()
    .executeTakeFirst();
}

export async function insertReport(
  db: Executor,
  report: {
    reporter_id: string;
    reported_user_id: string | null;
    post_id: string | null;
    comment_id: string | null;
    recipe_id?: string | null;
    language: string;
    message: string;
    reported_text: string | null;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('community_reports')
    .values({ id: randomUUID(), ...report })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Open reports (or the one `id`), oldest first, resuming strictly after `after` (keyset, on the
 * partial index of open reports), with their reporter and the comment's uuid. Asks for one row more
 * than `limit`: the caller knows from it whether a next page exists.
 */
export async function listReports(
  db: Executor,
  { id, after, limit }: { id?: string; after?: CursorPosition; limit: number },
) {
  let query = db
    .selectFrom('community_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .leftJoin('community_comments as c', 'c.id', 'r.comment_id')
    .select([
      'r.id',
      'r.reported_user_id',
      'r.post_id',
      'r.recipe_id',
      'c.uuid as comment_uuid',
      'r.language',
      'r.message',
      'r.reported_text',
      'r.status',
      'r.created_at',
      'u.id as reporter_id',
      ...MEMBER_COLUMNS,
      cursorTime('r.created_at').as('reported_at'),
    ]);
  query = id ? query.where('r.id', '=', id) : query.where('r.status', '=', 'open');
  return keysetQuery(query, { time: 'r.created_at', id: 'r.id' }, 'asc', { after, limit }).execute();
}

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { noBlockBetween } from './blocks';
import { type CursorPosition, MEMBER_COLUMNS, cursorTime, keysetQuery } from './community-columns';

/**
 * How many distinct catalogue recipes (published, in any language) a member wrote, and when the
 * newest of them entered the catalogue (null when none): a profile's `authored_recipes_count` and
 * `last_recipe_creation_date` (migration 026's index).
 */
export async function authoredRecipeStats(db: Executor, userId: string): Promise<{ count: number; last: Date | null }> {
  const row = await db
    .selectFrom('recipes')
    .select([sql<string>`count(distinct id)`.as('count'), sql<Date | null>`max(created_at)`.as('last')])
    .where('author_id', '=', userId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), last: row.last ? new Date(row.last) : null };
}

/**
 * Where a page of creators resumes: the last row's authored recipes, its lower-cased username
 * ('' when it has none: those come after the named ones) and its id.
 */
export interface CreatorPosition {
  authored: number;
  name: string;
  id: string;
}

/** `q` as a LIKE pattern matching anywhere, its wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of creators: members with the creator badge or at least one published catalogue recipe
 * they wrote, most authored recipes first, then by username (members without one last), resuming
 * strictly after `after` (keyset). `q` keeps those whose username or shown name holds it, case and
 * accents ignored; members blocked either way with the viewer are left out. Asks for one row more
 * than `limit`: the caller knows from it whether a next page exists.
 */
export async function listCreators(
  db: Executor,
  { viewerId, q, after, limit }: { viewerId: string | null; q?: string; after?: CreatorPosition; limit: number },
) {
  const authored = db
    .selectFrom('recipes')
    .select(['author_id', sql<string>`count(distinct id)`.as('n')])
    .where('author_id', 'is not', null)
    .where('status', '=', 'published')
    .groupBy('author_id');
  // Badge holders (migration 026's partial index) and authors: never a scan of every member.
  const candidates = db
    .selectFrom('users')
    .select('id')
    .where(sql<SqlBool>`'creator' = any(user_types)`)
    .union(
      db
        .selectFrom('recipes')
        .select(sql<string>`author_id`.as('id'))
        .where('author_id', 'is not', null)
        .where('status', '=', 'published'),
    );
  const count = sql<string>`coalesce(a.n, 0)`;
  const name = sql<string>`lower(u.username) collate "C"`;
  let query = db
    .selectFrom(candidates.as('c'))
    .innerJoin('users as u', 'u.id', 'c.id')
    .leftJoin(authored.as('a'), 'a.author_id', 'u.id')
    .select((eb) => [
      'u.id',
      ...MEMBER_COLUMNS,
      'u.biography',
      count.as('authored_recipes_count'),
      name.as('sort_name'),
      eb
        .selectFrom('user_follows as f')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('f.followed_id', '=', 'u.id')
        .as('followers_count'),
    ])
    .where(noBlockBetween(viewerId, 'u.id'));
  const words = q?.trim();
  if (words) {
    const pattern = containing(words);
    query = query.where(
      sql<SqlBool>`(unaccent(lower(u.username)) like unaccent(lower(${pattern}))
        or (u.show_full_name and unaccent(lower(u.first_name || ' ' || u.last_name)) like unaccent(lower(${pattern}))))`,
    );
  }
  if (after)
    query = query.where(
      sql<SqlBool>`(${count} < ${after.authored} or (${count} = ${after.authored}
        and (u.username = '', ${name}, u.id) > (${after.name === ''}, ${after.name} collate "C", ${after.id}::uuid)))`,
    );
  return query
    .orderBy(count, 'desc')
    .orderBy(sql`u.username = ''`)
    .orderBy(name)
    .orderBy('u.id')
    .limit(limit + 1)
    .execute();
}

export type CreatorRow = Awaited<ReturnType<typeof listCreators>>[number];

export async function insertQuestionnaire(
  db: Executor,
  row: { id: string; user_id: string; answers: Record<string, string> },
): Promise<string> {
  const { created_time } = await db
    .insertInto('creator_questionnaires')
    .values({ ...row, answers: JSON.stringify(row.answers) })
    .returning(cursorTime('created_at').as('created_time'))
    .executeTakeFirstOrThrow();
  return created_time;
}

/**
 * Questionnaires (or the one `id`), newest first, with the member who answered, resuming strictly
 * after `after` (keyset). Asks for one row more than `limit`.
 */
export async function listQuestionnaires(
  db: Executor,
  { id, after, limit }: { id?: string; after?: CursorPosition; limit: number },
) {
  let query = db
    .selectFrom('creator_questionnaires as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['q.id', 'q.answers', cursorTime('q.created_at').as('created_time'), 'u.id as user_id', ...MEMBER_COLUMNS]);
  if (id) query = query.where('q.id', '=', id);
  return keysetQuery(query, { time: 'q.created_at', id: 'q.id' }, 'desc', { after, limit }).execute();
}

export type QuestionnaireRow = Awaited<ReturnType<typeof listQuestionnaires>>[number];

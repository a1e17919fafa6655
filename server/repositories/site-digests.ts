import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Category, origin and ingredient pages are built from the taxonomy (staff add categories). */
export async function taxonomyDigest(db: Executor): Promise<string> {
  const { rows } = await sql<{ digest: string | null }>`
    select md5(string_agg(concat_ws('|', kind, key, language, name, slug), ',' order by kind, key, language)) as digest
    from taxonomy_terms`.execute(db);
  return rows[0]?.digest ?? 'empty';
}

/**
 * Which published records there are and at which version, cheaply: every write moves a record's
 * last_modified (counters do not), so three narrow columns say what changed without reading a
 * recipe's text. With the schema's last migration: a migration may rewrite records without moving them.
 */
export async function publishedVersionsDigest(db: Executor): Promise<{ digest: string; migration: string }> {
  const { rows } = await sql<{ digest: string | null; migration: string | null }>`
    select (select md5(string_agg(concat_ws('|', id, language, last_modified), ',' order by id, language))
            from recipes where status = 'published') as digest,
           (select max(name) from kysely_migration) as migration`.execute(db);
  return { digest: rows[0]?.digest ?? 'empty', migration: rows[0]?.migration ?? 'none' };
}

/**
 * A digest of the published recipes themselves, timestamps and counters left out. Each row is
 * digested apart (one string of every row's JSON would pass PostgreSQL's 1 GB limit at scale).
 */
export async function publishedContentDigest(db: Executor): Promise<string> {
  const { rows } = await sql<{ digest: string | null }>`
    select md5(string_agg(md5((to_jsonb(r) - 'last_modified' - 'created_at' - 'updated_at' - 'view_count' - 'ratings_count' - 'rating_total' - 'posts_count')::text), '' order by id, language)) as digest
    from recipes r where status = 'published'`.execute(db);
  return rows[0]?.digest ?? 'empty';
}

import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { Previews } from '../db/schema';

/** Keeps a preview: its token only hashed, what it shows, until when. */
export async function insertPreview(db: Executor, row: Insertable<Previews>): Promise<void> {
  await db.insertInto('previews').values(row).execute();
}

/** The preview a token's hash opens, expired or not; undefined for an unknown token. */
export async function findPreview(db: Executor, tokenHash: string) {
  return db
    .selectFrom('previews')
    .select(['kind', 'locale', 'data', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes the previews past their expiry; returns how many went. */
export async function deleteExpiredPreviews(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('previews').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

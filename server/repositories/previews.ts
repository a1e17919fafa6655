import type { Executor } from '../db/executor';

/** Deletes the previews past their expiry; returns how many went. */
export async function deleteExpiredPreviews(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('previews').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

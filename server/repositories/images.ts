import { type Insertable, type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB, Images } from '../db/schema';

/** Records an uploaded image (its bytes are in the image storage under `key`). */
export async function insertImage(db: Executor, image: Omit<Insertable<Images>, 'created_at'>) {
  await db.insertInto('images').values(image).execute();
}

/** The storage keys of every image a member uploaded: deleting the account deletes their bytes. */
export async function imageKeysOwnedBy(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('images').select('key').where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.key);
}

/** Serializes, until the transaction ends, the writes that add to one member's stored pictures. */
export async function lockImageOwner(trx: Transaction<DB>, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`images-of:${ownerId}`}, 0))`.execute(trx);
}

/** The bytes of every image a member keeps stored. */
export async function storedBytesOf(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('bytes'), sql<string>`0`).as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

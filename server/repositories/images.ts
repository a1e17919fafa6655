import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ImagesTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Records an uploaded image (its bytes are in the image storage under `key`). */
export async function insertImage(db: Executor, image: Omit<Insertable<ImagesTable>, 'created_at'>) {
  await db.insertInto('images').values(image).execute();
}

/** The storage keys of every image a member uploaded: deleting the account deletes their bytes. */
export async function imageKeysOwnedBy(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('images').select('key').where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.key);
}

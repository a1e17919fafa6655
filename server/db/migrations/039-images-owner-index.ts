import { type Kysely, sql } from 'kysely';

/** A member's picture quota adds up their images at each upload: by owner, not by a table scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index images_owner_idx on images (owner_id)`.execute(db);
}

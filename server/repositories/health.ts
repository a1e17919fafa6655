import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Whether the database answers a trivial query (the heartbeat); never throws. */
export async function databaseAnswers(db: Kysely<DB>): Promise<boolean> {
  return db
    .selectNoFrom((eb) => eb.val(1).as('one'))
    .execute()
    .then(() => true)
    .catch(() => false);
}

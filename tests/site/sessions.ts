import { hashSecret } from '../../server/auth/secrets';
import type { Db } from '../../server/db/create-db';

/** Test set-up reaching into the server's sessions: move a session's clocks back in time. */
export async function ageSession(db: Db, token: string, times: { password_verified_at?: Date; last_used_at?: Date }) {
  await db.db.updateTable('tokens').set(times).where('token_hash', '=', hashSecret(token)).execute();
}

/** When the session behind a token passed the second factor, or null. */
export async function secondFactorOf(db: Db, token: string): Promise<Date | null> {
  const session = await db.db
    .selectFrom('tokens')
    .select('second_factor_at')
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirstOrThrow();
  return session.second_factor_at;
}

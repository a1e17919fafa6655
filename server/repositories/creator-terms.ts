import { CREATOR_TERMS_VERSION } from '../../src/core/rules';
import type { Executor } from '../db/executor';

/** When the member accepted a version of the creators terms (the one in force by default), or null. */
export async function termsAcceptedAt(
  db: Executor,
  userId: string,
  version: string = CREATOR_TERMS_VERSION,
): Promise<Date | null> {
  const row = await db
    .selectFrom('creator_terms_acceptances')
    .select('accepted_at')
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? new Date(row.accepted_at) : null;
}

/** The newest version of the creators terms the member accepted, and when; undefined when none. */
export async function latestTermsAcceptance(db: Executor, userId: string) {
  return db
    .selectFrom('creator_terms_acceptances')
    .select(['version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records the acceptance once; accepting again keeps the first date. */
export async function acceptTerms(db: Executor, userId: string, version: string): Promise<Date> {
  await db
    .insertInto('creator_terms_acceptances')
    .values({ user_id: userId, version })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .execute();
  return (await termsAcceptedAt(db, userId, version))!;
}

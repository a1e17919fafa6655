import type { Kysely, Transaction } from 'kysely';
import type { Database, TokensTable } from '../db/schema';
import { hashSecret, newSecret } from '../auth/secrets';

type Executor = Kysely<Database> | Transaction<Database>;

export const SESSION_DAYS = 90;
export const RESET_HOURS = 2;

/** Creates a token and returns the secret to hand out; only its hash is stored. */
export async function issueToken(db: Executor, userId: string, kind: TokensTable['kind'], now = Date.now()): Promise<string> {
  const secret = newSecret();
  const lifetime = kind === 'session' ? SESSION_DAYS * 86_400_000 : RESET_HOURS * 3_600_000;
  await db
    .insertInto('tokens')
    .values({ token_hash: hashSecret(secret), user_id: userId, kind, expires_at: new Date(now + lifetime) })
    .execute();
  return secret;
}

/** The user id a live token of that kind belongs to, or undefined. */
export async function userIdOfToken(db: Executor, secret: string, kind: TokensTable['kind'], now = new Date()) {
  const row = await db
    .selectFrom('tokens')
    .select('user_id')
    .where('token_hash', '=', hashSecret(secret))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function revokeToken(db: Executor, secret: string) {
  await db.updateTable('tokens').set({ revoked_at: new Date() }).where('token_hash', '=', hashSecret(secret)).where('revoked_at', 'is', null).execute();
}

/** Revokes every live token of a user (password change), keeping one when given. */
export async function revokeUserTokens(db: Executor, userId: string, keepSecret?: string) {
  let query = db.updateTable('tokens').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSecret) query = query.where('token_hash', '!=', hashSecret(keepSecret));
  await query.execute();
}

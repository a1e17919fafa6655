import type { Executor } from '../db/executor';
import { hashSecret, newSecret } from '../db/stored-secrets';
import type { Tokens } from '../db/schema';

/** A session lives at most 90 days, and ends after 30 days unused (idle timeout). */
export const SESSION_DAYS = 90;
export const SESSION_IDLE_DAYS = 30;
export const RESET_HOURS = 2;
/** The secure-your-account link sent to the old address lives a week: the owner may be away. */
export const SECURE_DAYS = 7;
/** last_used_at is written at most this often, so reads do not all turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export interface IssueOptions {
  now?: number;
  /** The session was opened by proving the password (login, sign-up, reset). */
  passwordVerified?: boolean;
  /** The session also passed the second factor. */
  secondFactor?: boolean;
  userAgent?: string;
  /** A secure link that also puts this address back on the account. */
  restoreEmail?: string;
}

/** Creates a token and returns the secret to hand out; only its hash is stored. */
export async function issueToken(
  db: Executor,
  userId: string,
  kind: Tokens['kind'],
  options: IssueOptions = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const secret = newSecret();
  const lifetime =
    kind === 'session'
      ? SESSION_DAYS * 86_400_000
      : kind === 'secure'
        ? SECURE_DAYS * 86_400_000
        : RESET_HOURS * 3_600_000;
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashSecret(secret),
      user_id: userId,
      kind,
      expires_at: new Date(now + lifetime),
      created_at: new Date(now),
      last_used_at: new Date(now),
      password_verified_at: options.passwordVerified ? new Date(now) : null,
      second_factor_at: options.secondFactor ? new Date(now) : null,
      user_agent: (options.userAgent ?? '').slice(0, 200),
      restore_email: options.restoreEmail ?? null,
    })
    .execute();
  return secret;
}

/** A live session behind a secret: within its absolute lifetime and its idle timeout. */
export interface Session {
  id: string;
  userId: string;
  passwordVerifiedAt: Date | null;
  secondFactorAt: Date | null;
}

/** The live session of a secret (touching its last use), or undefined. */
export async function sessionOfToken(db: Executor, secret: string, now = new Date()): Promise<Session | undefined> {
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'user_id', 'password_verified_at', 'second_factor_at', 'last_used_at'])
    .where('token_hash', '=', hashSecret(secret))
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000))
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    userId: row.user_id,
    passwordVerifiedAt: row.password_verified_at,
    secondFactorAt: row.second_factor_at,
  };
}

/**
 * Uses up a reset (or secure-your-account) token: marks it revoked and returns its member, in one
 * statement, so two requests with the same link cannot both change the password.
 */
export async function consumeResetToken(
  db: Executor,
  secret: string,
  now = new Date(),
): Promise<{ userId: string; restoreEmail: string | null } | undefined> {
  const row = await db
    .updateTable('tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashSecret(secret))
    .where('kind', 'in', ['reset', 'secure'])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'restore_email'])
    .executeTakeFirst();
  return row && { userId: row.user_id, restoreEmail: row.restore_email };
}

/** Marks a session as having proved the password now (re-authentication). */
export async function markPasswordVerified(db: Executor, sessionId: string, now = new Date()) {
  await db.updateTable('tokens').set({ password_verified_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeToken(db: Executor, secret: string) {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashSecret(secret))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Revokes a user's live sessions and reset links (password change), keeping one when given. The
 * secure-your-account links sent to an old address stay: whoever changed the password must not
 * be able to void the owner's way back.
 */
export async function revokeUserTokens(db: Executor, userId: string, keepSecret?: string) {
  let query = db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', 'in', ['session', 'reset'])
    .where('revoked_at', 'is', null);
  if (keepSecret) query = query.where('token_hash', '!=', hashSecret(keepSecret));
  await query.execute();
}

/** Revokes the member's live tokens of one kind (a new reset link voids the older ones). */
export async function revokeUserTokensOfKind(db: Executor, userId: string, kind: Tokens['kind']) {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the sessions opened before a moment (an address validated: a squatter's session ends). */
export async function revokeSessionsCreatedBefore(db: Executor, userId: string, before: Date, keepId?: string) {
  let query = db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('created_at', '<', before)
    .where('revoked_at', 'is', null);
  if (keepId) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Deletes tokens that can never be used again (expired, or revoked a day ago). */
export async function purgeDeadTokens(db: Executor, now = new Date()) {
  const result = await db
    .deleteFrom('tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', new Date(now.getTime() - 86_400_000))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A live session as its member sees it in settings: never the secret nor its hash. */
export interface SessionListing {
  id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string;
}

/** Rows sessionOfToken would accept: a session, not revoked, within both timeouts. */
function liveSessionsOf(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom('tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000));
}

/** The member's live sessions, the most recently used first. */
export async function listLiveSessions(db: Executor, userId: string, now = new Date()): Promise<SessionListing[]> {
  const rows = await liveSessionsOf(db, userId, now)
    .select(['id', 'created_at', 'last_used_at', 'user_agent'])
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at),
    last_used_at: new Date(row.last_used_at!),
    user_agent: row.user_agent,
  }));
}

/** Signs out one live session of the member; undefined when it is not theirs or already over. */
export async function revokeSession(
  db: Executor,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<string | undefined> {
  const live = liveSessionsOf(db, userId, now).select('id').where('id', '=', sessionId);
  const row = await db
    .updateTable('tokens')
    .set({ revoked_at: now })
    .where('id', 'in', live)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Signs out every live session of the member but one (the caller's); returns the ids ended. */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
  now = new Date(),
): Promise<string[]> {
  const others = liveSessionsOf(db, userId, now).select('id').where('id', '!=', keepSessionId);
  const rows = await db
    .updateTable('tokens')
    .set({ revoked_at: now })
    .where('id', 'in', others)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

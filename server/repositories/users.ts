import { randomUUID } from 'node:crypto';
import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { UUID } from '../../src/core/format/uuid';
import type { Executor } from '../db/executor';
import type { Users } from '../db/schema';

export type UserRow = Selectable<Users>;

export async function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Executor, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member by id when the key is a UUID, else by username (public profile URLs carry either). */
export async function findUserByIdOrUsername(db: Executor, key: string) {
  if (UUID.test(key)) return findUserById(db, key);
  // Usernames compare without case; `lower(username)` and `<> ''` are what let the planner use the
  // partial unique index users_username_key (migration 014).
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', key.toLowerCase())
    .where('username', '<>', '')
    .executeTakeFirst();
}

/** The members of these ids that exist (an id that is no UUID names no one), in no set order. */
export async function findUsersByIds(db: Executor, ids: readonly string[]) {
  const uuids = ids.filter((id) => UUID.test(id));
  if (!uuids.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'show_full_name', 'profile_picture', 'user_types'])
    .where('id', 'in', uuids)
    .execute();
}

export async function insertUser(db: Executor, values: Omit<Insertable<Users>, 'id' | 'last_modified'>) {
  return db
    .insertInto('users')
    .values({ ...values, id: randomUUID(), last_modified: Date.now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: string, values: Updateable<Users>) {
  return db
    .updateTable('users')
    .set({ ...values, last_modified: Date.now(), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Executor, id: string) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/**
 * is_premium: the subscription with the latest expiry has not expired (SPEC section 4). One Stripe
 * marks unpaid (its retries failed), or never paid for, counts for nothing; past_due keeps premium
 * through the paid period while Stripe retries.
 */
export async function isPremium(db: Executor, userId: string, now = new Date()): Promise<boolean> {
  const latest = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('status', 'not in', ['unpaid', 'incomplete', 'incomplete_expired', 'paused'])
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return !!latest && new Date(latest.expires_at) > now;
}

/** How many recipes the member keeps as favourites (count_recipes_favorites). */
export async function countFavourites(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these usernames a member holds already. */
export async function takenUsernames(db: Executor, usernames: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('username').where('username', 'in', usernames).execute();
  return new Set(rows.map((row) => row.username));
}

/** Inserts the users whose e-mail nobody holds (concurrent seeds race on it); returns their ids. */
export async function insertUsersWithFreeEmails(trx: Executor, rows: Insertable<Users>[]): Promise<string[]> {
  const inserted = await trx
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** Member ids by username, among the accounts of these e-mails. */
export async function idsByUsernameOfEmails(db: Executor, emails: string[]): Promise<Map<string | null, string>> {
  const rows = await db.selectFrom('users').select(['id', 'username']).where('email', 'in', emails).execute();
  return new Map(rows.map((row) => [row.username, row.id]));
}

import { sql } from 'kysely';
import type { Role } from '../../src/core/accounts/roles';
import type { Executor } from '../db/executor';

/** The member's roles (empty when none, or no such member). */
export async function rolesOf(db: Executor, userId: string): Promise<string[]> {
  const row = await db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirst();
  return row?.roles ?? [];
}

/** Adds a role once; true when the member did not have it. */
export async function addRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      roles: sql<string[]>`array_append(roles, ${role}::text)`,
      last_modified: Date.now(),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .where(sql<boolean>`not (${role}::text = any(roles))`)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Removes a role; true when the member had it. */
export async function removeRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      roles: sql<string[]>`array_remove(roles, ${role}::text)`,
      last_modified: Date.now(),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .where(sql<boolean>`${role}::text = any(roles)`)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Every member holding a role, by address. */
export async function listRoleHolders(db: Executor) {
  return db
    .selectFrom('users')
    .select(['email', 'roles', 'email_validated_at', sql<boolean>`totp_secret is not null`.as('has_totp')])
    .where(sql<boolean>`cardinality(roles) > 0`)
    .orderBy('email')
    .execute();
}

/** Stores a TOTP secret and the hashes of its recovery codes (enrolment), forgetting older ones. */
export async function saveSecondFactor(db: Executor, userId: string, secret: string, recoveryHashes: string[]) {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_last_step: null, totp_recovery_hashes: recoveryHashes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records a TOTP step as used, in one statement that only succeeds when it is later than the last
 * one: two logins racing with the same code cannot both pass.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Uses up a recovery code by its hash, in one statement: it works once. */
export async function consumeRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totp_recovery_hashes: sql<string[]>`array_remove(totp_recovery_hashes, ${codeHash}::text)` })
    .where('id', '=', userId)
    .where(sql<boolean>`${codeHash}::text = any(totp_recovery_hashes)`)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/**
 * Counts a second-factor check before it is made, in one statement, so parallel guesses from many
 * clients are counted as they come: the count of checks since the last good code (restarted when
 * the last one is older than `windowStart`), or null while the account's lock holds (nothing is
 * counted then). The caller checks the code only when the count is within its limit.
 */
export async function claimSecondFactorCheck(
  db: Executor,
  userId: string,
  { now, windowStart }: { now: Date; windowStart: Date },
): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set({
      second_factor_failures: sql<number>`case when second_factor_failed_at > ${windowStart} then second_factor_failures + 1 else 1 end`,
      second_factor_failed_at: now,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('second_factor_locked_until', 'is', null), eb('second_factor_locked_until', '<=', now)]))
    .returning('second_factor_failures')
    .executeTakeFirst();
  return row ? row.second_factor_failures : null;
}

/** Locks the account's second factor until `until`; its count starts again after. False when already locked. */
export async function lockSecondFactor(db: Executor, userId: string, now: Date, until: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ second_factor_locked_until: until, second_factor_failures: 0 })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('second_factor_locked_until', 'is', null), eb('second_factor_locked_until', '<=', now)]))
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** When the account's second factor is locked until (null or past: open). */
export async function secondFactorLockOf(db: Executor, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('second_factor_locked_until')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.second_factor_locked_until ?? null;
}

/** A good code: the checks before it are forgotten. */
export async function clearSecondFactorFailures(db: Executor, userId: string) {
  await db
    .updateTable('users')
    .set({ second_factor_failures: 0, second_factor_failed_at: null })
    .where('id', '=', userId)
    .execute();
}

/** Replaces a TOTP secret's sealed form (sealed again under the current key), keeping its step. */
export async function resealTotpSecret(db: Executor, userId: string, sealed: string) {
  await db.updateTable('users').set({ totp_secret: sealed }).where('id', '=', userId).execute();
}

import type { Kysely, Transaction } from 'kysely';
import { SECOND_FACTOR_LOCK, secondFactorLockSeconds } from '../../src/core/accounts/second-factor-lock';
import { BRAND } from '../../src/core/brand/brand';
import type { Locale } from '../../src/core/locales/locales';
import { hashSecret } from '../auth/secrets';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from '../auth/totp';
import type { Database } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import {
  saveSecondFactor,
  consumeRecoveryCode,
  claimTotpStep,
  clearSecondFactorFailures,
  recordSecondFactorFailure,
} from '../repositories/roles';
import type { UserRow } from '../repositories/users';
import { type MailDeps, sendSecureAccountMail } from './account-mails';

type Executor = Kysely<Database> | Transaction<Database>;

/** What the operator hands the member once: it is never shown again (only hashes are kept). */
export interface Enrolment {
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

/** Enrols a TOTP second factor: a new secret and ten one-time recovery codes. */
export async function enrolSecondFactor(db: Executor, user: Pick<UserRow, 'id' | 'email'>): Promise<Enrolment> {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await saveSecondFactor(
    db,
    user.id,
    secret,
    recoveryCodes.map((code) => hashSecret(normalizeRecoveryCode(code))),
  );
  return { secret, uri: otpauthUri(secret, user.email, BRAND), recoveryCodes };
}

/**
 * Checks a login's `otp` against the member's second factor and uses it up: a 6-digit code from
 * the authenticator (its step never accepted twice), or one of the recovery codes (once each).
 * Returns which one passed, or null.
 */
export async function passSecondFactor(
  db: Executor,
  user: Pick<UserRow, 'id' | 'totp_secret' | 'totp_last_step'>,
  otp: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  if (!user.totp_secret) return null;
  if (isTotpCode(otp)) {
    const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
    const step = matchTotp(user.totp_secret, otp.replace(/\s/g, ''), now, last);
    return step !== null && (await claimTotpStep(db, user.id, step)) ? 'totp' : null;
  }
  return (await consumeRecoveryCode(db, user.id, hashSecret(normalizeRecoveryCode(otp)))) ? 'recovery' : null;
}

/** 429, errno 141: too many wrong codes; no code is checked until the lock ends (Retry-After). */
export function secondFactorLocked(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    ERRNO.SECOND_FACTOR_LOCKED,
    `Too many wrong codes: signing in to this account is paused for ${minutes} minutes. Its owner has been emailed.`,
    null,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** Refuses any code while the account's second factor is locked (no code is even checked). */
export function assertSecondFactorOpen(user: Pick<UserRow, 'second_factor_locked_until'>, now = Date.now()) {
  const seconds = secondFactorLockSeconds(user.second_factor_locked_until, now);
  if (seconds > 0) throw secondFactorLocked(seconds);
}

/**
 * A wrong code (issue 38: guessing codes with a known password): counted for the account whatever
 * the client; the tenth in a day locks the second factor for an hour and mails the owner a notice
 * with the link that sets a new password and signs every device out. Whether it locked.
 */
export async function secondFactorFailed(
  deps: MailDeps,
  user: UserRow,
  locale: Locale,
  now = new Date(),
): Promise<{ failures: number; locked: boolean }> {
  const outcome = await recordSecondFactorFailure(deps.db.db, user.id, {
    now,
    windowStart: new Date(now.getTime() - SECOND_FACTOR_LOCK.windowMs),
    lockAt: SECOND_FACTOR_LOCK.failures,
    lockUntil: new Date(now.getTime() + SECOND_FACTOR_LOCK.lockMs),
  });
  if (outcome.locked) await sendSecureAccountMail(deps, user, locale, 'secondFactorLocked');
  return outcome;
}

/** A good code: the wrong ones before it no longer count. */
export const secondFactorPassed = (db: Executor, userId: string) => clearSecondFactorFailures(db, userId);

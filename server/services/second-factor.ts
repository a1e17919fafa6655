import { SECOND_FACTOR_LOCK, secondFactorLockSeconds } from '../../src/core/accounts/second-factor-lock';
import { BRAND } from '../../src/core/brand/brand';
import type { Locale } from '../../src/core/locales/locales';
import { type SecretBox, createSecretBox } from '../auth/secret-box';
import { hashSecret } from '../auth/secrets';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from '../auth/totp';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/executor';
import { ApiError, ERRNO } from '../errors';
import {
  saveSecondFactor,
  consumeRecoveryCode,
  resealTotpSecret,
  claimTotpStep,
  claimSecondFactorCheck,
  clearSecondFactorFailures,
  lockSecondFactor,
  secondFactorLockOf,
} from '../repositories/roles';
import type { UserRow } from '../repositories/users';
import { type MailDeps, sendSecureAccountMail } from './account-mails';

/** What the operator hands the member once: it is never shown again (only hashes are kept). */
export interface Enrolment {
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

/**
 * Enrols a TOTP second factor: a new secret (stored sealed, bound to the account) and ten
 * one-time recovery codes (stored as hashes).
 */
export async function enrolSecondFactor(
  db: Executor,
  secrets: SecretBox,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<Enrolment> {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await saveSecondFactor(
    db,
    user.id,
    secrets.seal(secret, user.id),
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
  secrets: SecretBox,
  user: Pick<UserRow, 'id' | 'totp_secret' | 'totp_last_step'>,
  otp: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  if (!user.totp_secret) return null;
  if (isTotpCode(otp)) {
    const { plain, stale } = secrets.open(user.totp_secret, user.id);
    // Sealed with a key that is no longer the first of TOTP_KEYS: sealed again on use (rotation).
    if (stale) await resealTotpSecret(db, user.id, secrets.seal(plain, user.id));
    const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
    const step = matchTotp(plain, otp.replace(/\s/g, ''), now, last);
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

/**
 * Checks a login's `otp` under the account's guessing lock (issue 38: codes guessed with a known
 * password, from many clients at once). Each check is counted before it is made; beyond
 * SECOND_FACTOR_LOCK.failures since the last good code, or while the lock holds, no code is checked
 * (429, errno 141). The check that makes the count fail locks the second factor for an hour and
 * mails the owner the link that sets a new password and signs every device out. A good code
 * forgets the count.
 */
export async function checkSecondFactor(
  deps: MailDeps & { config: Pick<ApiConfig, 'totpKeys'> },
  user: UserRow,
  otp: string,
  locale: Locale,
  now = new Date(),
): Promise<{ passed: 'totp' | 'recovery' } | { failures: number; locked: boolean }> {
  const { db } = deps.db;
  const locked = async () => {
    const seconds = secondFactorLockSeconds(await secondFactorLockOf(db, user.id), now.getTime());
    return secondFactorLocked(seconds || SECOND_FACTOR_LOCK.lockMs / 1000);
  };
  const count = await claimSecondFactorCheck(db, user.id, {
    now,
    windowStart: new Date(now.getTime() - SECOND_FACTOR_LOCK.windowMs),
  });
  if (count === null || count > SECOND_FACTOR_LOCK.failures) throw await locked();
  const passed = await passSecondFactor(db, createSecretBox(deps.config.totpKeys), user, otp, now.getTime());
  if (passed) {
    await clearSecondFactorFailures(db, user.id);
    return { passed };
  }
  if (count < SECOND_FACTOR_LOCK.failures) return { failures: count, locked: false };
  const lockedNow = await lockSecondFactor(db, user.id, now, new Date(now.getTime() + SECOND_FACTOR_LOCK.lockMs));
  if (lockedNow) await sendSecureAccountMail(deps, user, locale, 'secondFactorLocked');
  return { failures: count, locked: true };
}

import type { Kysely, Transaction } from 'kysely';
import { BRAND } from '../../src/core/brand/brand';
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
import { saveSecondFactor, consumeRecoveryCode, claimTotpStep } from '../repositories/roles';
import type { UserRow } from '../repositories/users';

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

import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_LOCK } from '../../src/core/accounts/second-factor-lock';
import type { Locale } from '../../src/core/locales/locales';
import type { AccountLimits } from '../auth/account-limits';
import { addressTag, securityEvent } from '../auth/security-events';
import { decoyHash, verifyPassword } from '../auth/secrets';
import type { ApiConfig } from '../config';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { issueToken, markPasswordVerified } from '../repositories/tokens';
import { type UserRow, findUserByEmail } from '../repositories/users';
import type { MailDeps } from './account-mails';
import { checkSecondFactor, secondFactorLocked } from './second-factor';

export interface LogInDeps extends MailDeps {
  config: Pick<ApiConfig, 'publicUrl' | 'totpKeys'>;
  limits: AccountLimits;
}

/** Who is logging in: the request's logger and address (security lines), its client key and language. */
export interface LogInCaller extends Pick<FastifyRequest, 'log' | 'ip'> {
  /** The client's key (`clientKey(request)`: an IPv6 client is its /64). */
  client: string;
  userAgent?: string;
  localeOf(user: UserRow): Locale;
}

/**
 * One password check for an address from this client, under the failed-login delays and one at
 * a time (`AccountLimits.attempt`); a delay that holds someone back is logged.
 */
export async function attemptLogin<T>(
  deps: Pick<LogInDeps, 'limits'>,
  caller: LogInCaller,
  email: string,
  check: (fromClient: string) => Promise<T>,
): Promise<T> {
  const fromClient = `${email} ${caller.client}`;
  try {
    return await deps.limits.attempt(email, fromClient, () => check(fromClient));
  } catch (error) {
    if (error instanceof ApiError && error.errno === ERRNO.TOO_MANY_REQUESTS)
      securityEvent(caller, 'login.delayed', { address: addressTag(email) });
    throw error;
  }
}

/**
 * An account with a second factor (staff, moderators) logs in with its code too; the site then
 * asks for it. Too many wrong codes lock it: no code is checked then (checkSecondFactor).
 */
async function passSecondFactorOf(deps: LogInDeps, caller: LogInCaller, user: UserRow, otp: string | undefined) {
  const ask = 'Enter the code from your authenticator app';
  if (!otp)
    throw new ApiError(401, ERRNO.SECOND_FACTOR_REQUIRED, ask, [{ location: 'body', name: 'otp', description: ask }]);
  const outcome = await checkSecondFactor(deps, user, otp, caller.localeOf(user));
  if ('failures' in outcome) {
    const { failures, locked } = outcome;
    await deps.limits.loginFailed(user.email, `${user.email} ${caller.client}`);
    securityEvent(caller, 'second_factor.failed', { userId: user.id, failures });
    if (locked) {
      securityEvent(caller, 'second_factor.locked', { userId: user.id, failures });
      throw secondFactorLocked(SECOND_FACTOR_LOCK.lockMs / 1000);
    }
    throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect code', [
      { location: 'body', name: 'otp', description: 'This code is not right, or was already used' },
    ]);
  }
  if (outcome.passed === 'recovery') securityEvent(caller, 'recovery_code.used', { userId: user.id });
}

/**
 * Logs in with an address (normalized), a password and, for an account that has one, the second
 * factor: the password is always checked (against a decoy hash for an unknown address, so timing
 * says nothing), failures are counted, and a session token comes back.
 */
export async function logIn(
  deps: LogInDeps,
  caller: LogInCaller,
  input: { email: string; password: string; otp?: string },
): Promise<string> {
  const { db } = deps.db;
  const { email } = input;
  const user = await attemptLogin(deps, caller, email, async (fromClient) => {
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password);
    if (!user || !ok) {
      await deps.limits.loginFailed(email, fromClient);
      securityEvent(caller, 'login.failed', { address: addressTag(email), ...(user && { userId: user.id }) });
      throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect email and/or password');
    }
    if (user.totp_secret) await passSecondFactorOf(deps, caller, user, input.otp?.trim());
    // Only a complete login (second factor included) clears this client's failures.
    await deps.limits.loginSucceeded(fromClient);
    return user;
  });
  securityEvent(caller, 'login', { userId: user.id }, 'info');
  return issueToken(db, user.id, 'session', {
    passwordVerified: true,
    secondFactor: !!user.totp_secret,
    userAgent: caller.userAgent,
  });
}

/** Proves the password again for a session (changing the password, the e-mail, deleting the account). */
export async function reauthenticate(
  deps: LogInDeps,
  caller: LogInCaller,
  user: UserRow,
  sessionId: string,
  password: string,
): Promise<void> {
  await attemptLogin(deps, caller, user.email, async (fromClient) => {
    if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
      await deps.limits.loginFailed(user.email, fromClient);
      securityEvent(caller, 'reauth.failed', { userId: user.id });
      throw invalidBody('password', 'Incorrect password');
    }
  });
  await markPasswordVerified(deps.db.db, sessionId);
}

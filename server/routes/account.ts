import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_LOCK } from '../../src/core/accounts/second-factor-lock';
import { normalizeEmail } from '../../src/core/accounts/validation';
import {
  loginBodySchema,
  messageResponseSchema,
  passwordBodySchema,
  tokenResponseSchema,
} from '../../src/core/contract/accounts';
import { clientKey } from '../auth/limits';
import { addressTag, securityEvent } from '../auth/security-events';
import { decoyHash, verifyPassword } from '../auth/secrets';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { authRateLimit, requestLocale } from '../http/account-input';
import { issueToken, markPasswordVerified, revokeToken } from '../repositories/tokens';
import { findUserByEmail, findUserById } from '../repositories/users';
import { checkSecondFactor, secondFactorLocked } from '../services/second-factor';
import type { App } from '../typed-app';

/** Login, logout and proving the password again (SPEC section 7, Account). */
export function registerAccountRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = authRateLimit(app);
  /**
   * One password check for an address from this client (IPv6 by its /64), under the failed-login
   * delays and one at a time; a delay that holds someone back is logged.
   */
  const attemptLogin = <T>(request: FastifyRequest, email: string, check: (fromClient: string) => Promise<T>) => {
    const fromClient = `${email} ${clientKey(request)}`;
    return app.limits
      .attempt(email, fromClient, () => check(fromClient))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.errno === ERRNO.TOO_MANY_REQUESTS)
          securityEvent(request, 'login.delayed', { address: addressTag(email) });
        throw error;
      });
  };

  app.post(
    '/v1/email/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'logIn',
        summary: 'Logs in with e-mail and password (and the second factor when the account has one)',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await attemptLogin(request, email, async (fromClient) => {
        const user = await findUserByEmail(db, email);
        const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), request.body.password);
        if (!user || !ok) {
          await app.limits.loginFailed(email, fromClient);
          securityEvent(request, 'login.failed', { address: addressTag(email), ...(user && { userId: user.id }) });
          throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect email and/or password');
        }
        // An account with a second factor (staff, moderators) logs in with its code too; the site then
        // asks for it. Too many wrong codes lock it: no code is checked then (checkSecondFactor).
        if (user.totp_secret) {
          const otp = request.body.otp?.trim();
          const ask = 'Enter the code from your authenticator app';
          if (!otp)
            throw new ApiError(401, ERRNO.SECOND_FACTOR_REQUIRED, ask, [
              { location: 'body', name: 'otp', description: ask },
            ]);
          const outcome = await checkSecondFactor(app, user, otp, requestLocale(request, user));
          if ('failures' in outcome) {
            const { failures, locked } = outcome;
            await app.limits.loginFailed(email, fromClient);
            securityEvent(request, 'second_factor.failed', { userId: user.id, failures });
            if (locked) {
              securityEvent(request, 'second_factor.locked', { userId: user.id, failures });
              throw secondFactorLocked(SECOND_FACTOR_LOCK.lockMs / 1000);
            }
            throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect code', [
              { location: 'body', name: 'otp', description: 'This code is not right, or was already used' },
            ]);
          }
          if (outcome.passed === 'recovery') securityEvent(request, 'recovery_code.used', { userId: user.id });
        }
        // Only a complete login (second factor included) clears this client's failures.
        await app.limits.loginSucceeded(fromClient);
        return user;
      });
      securityEvent(request, 'login', { userId: user.id }, 'info');
      const userAgent = request.headers['user-agent'];
      return {
        access_token: await issueToken(db, user.id, 'session', {
          passwordVerified: true,
          secondFactor: !!user.totp_secret,
          userAgent,
        }),
      };
    },
  );
  app.post(
    '/v1/email/logout',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['account'],
        operationId: 'logOut',
        summary: "Ends the caller's session (its token stops working)",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await revokeToken(db, request.token!);
      return { message: 'Logged out' };
    },
  );
  app.post(
    '/v1/email/reauth',
    {
      config: { auth: 'member', rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'reauthenticate',
        summary:
          'Prove the password again, so this session may change the password, the e-mail or delete the account for 10 minutes',
        body: passwordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const userId = request.memberId;
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
      await attemptLogin(request, user.email, async (fromClient) => {
        if (!user.password_hash || !(await verifyPassword(user.password_hash, request.body.password))) {
          await app.limits.loginFailed(user.email, fromClient);
          securityEvent(request, 'reauth.failed', { userId });
          throw invalidBody('password', 'Incorrect password');
        }
      });
      await markPasswordVerified(db, request.session!.id);
      return { message: 'Password confirmed' };
    },
  );
}

import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../src/core/accounts/validation';
import {
  loginBodySchema,
  messageResponseSchema,
  passwordBodySchema,
  tokenResponseSchema,
} from '../../src/core/contract/accounts';
import { clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';
import { authRateLimit, requestLocale } from '../http/account-input';
import { revokeToken } from '../repositories/tokens';
import { findUserById } from '../repositories/users';
import { type LogInCaller, logIn, reauthenticate } from '../services/log-in';
import type { App } from '../typed-app';

/** Login, logout and proving the password again (SPEC section 7, Account). */
export function registerAccountRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = authRateLimit(app);
  /** Who is logging in, for the log-in service. */
  const callerOf = (request: FastifyRequest): LogInCaller => ({
    log: request.log,
    ip: request.ip,
    client: clientKey(request),
    userAgent: request.headers['user-agent'],
    localeOf: (user) => requestLocale(request, user),
  });

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
      const { email, password, otp } = request.body;
      return { access_token: await logIn(app, callerOf(request), { email: normalizeEmail(email), password, otp }) };
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
      const user = await findUserById(db, request.memberId);
      if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
      await reauthenticate(app, callerOf(request), user, request.session!.id, request.body.password);
      return { message: 'Password confirmed' };
    },
  );
}

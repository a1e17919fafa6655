import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_LOCK } from '../../src/core/accounts/second-factor-lock';
import { isValidEmail, isValidName, normalizeEmail, passwordProblems } from '../../src/core/accounts/validation';
import {
  emailBodySchema,
  loginBodySchema,
  messageResponseSchema,
  passwordBodySchema,
  signupBodySchema,
  tokenResponseSchema,
  validateBodySchema,
  validateResponseSchema,
} from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { assertRecentPassword, tokenFromHeader } from '../auth/authenticate';
import { isCommonPassword } from '../auth/common-passwords';
import { clientKey } from '../auth/limits';
import { addressTag, securityEvent } from '../auth/security-events';
import { decoyHash, verifyPassword } from '../auth/secrets';
import type { ApiConfig } from '../config';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { localeFor, translatorFor } from '../i18n';
import { issueToken, markPasswordVerified, revokeToken, sessionOfToken } from '../repositories/tokens';
import { type UserRow, findUserByEmail, findUserById } from '../repositories/users';
import { resendValidationMail, sendResetMail } from '../services/account-mails';
import { changePassword, linkUsed, signUp, validateEmail } from '../services/account';
import { checkSecondFactor, secondFactorLocked } from '../services/second-factor';
import type { App } from '../typed-app';

/** Kept here for the route files that still import it from the account routes. */
export { invalidBody };

/**
 * A new password (sign-up, reset, change): long enough, and not one of the common ones (errno
 * 146); refused naming `password`, in the caller's language, as the form shows it.
 */
function checkPassword(request: FastifyRequest, password: string) {
  const [problem] = passwordProblems(password, isCommonPassword);
  if (!problem) return;
  const { t } = translatorFor(requestLocale(request));
  if (problem === 'length') throw invalidBody('password', t('errors.passwordRules'));
  const description = t('errors.passwordCommon');
  throw new ApiError(400, ERRNO.PASSWORD_TOO_COMMON, `password in body: ${description}`, [
    { location: 'body', name: 'password', description },
  ]);
}

/** Names show in mails and on pages: letters, marks, spaces, apostrophes, dots, hyphens only. */
export function checkNames(values: { first_name?: string; last_name?: string }, prefix = '') {
  for (const field of ['first_name', 'last_name'] as const) {
    const value = values[field];
    if (value !== undefined && !isValidName(value))
      throw invalidBody(`${prefix}${field}`, 'Names may only contain letters, spaces, apostrophes, dots and hyphens');
  }
}

/**
 * Per-client limit of the account routes (@fastify/rate-limit's route option, on top of the
 * per-address one), from the app's own setting: `config: { rateLimit: authRateLimit(app) }`.
 */
export const authRateLimit = (app: { config: Pick<ApiConfig, 'authRateLimit'> }) => ({
  max: app.config.authRateLimit,
  timeWindow: '1 minute',
});

const requestLocale = (request: FastifyRequest, user?: UserRow) =>
  localeFor(request.headers['accept-language'], user?.chosen_lang);

/** Sign-up, login, logout, password reset and e-mail validation (SPEC section 7, Account). */
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
    '/v1/email/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'signUp',
        summary:
          'Creates an account and mails its validation link; answers a session token (the same answer when the address has an account, whose owner is told)',
        body: signupBodySchema,
        // 429 (declared with the rate limit) also per address. No 409: a taken address answers alike.
        response: { 201: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const email = normalizeEmail(body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      checkPassword(request, body.password);
      checkNames(body);
      if (!(await app.limits.accountMails.allow(email)))
        throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'Too many attempts for this address, try again later.');
      const { accessToken, heldBy } = await signUp(app, {
        email,
        password: body.password,
        first_name: body.first_name?.trim() ?? '',
        last_name: body.last_name?.trim() ?? '',
        is_optin_newsletter: body.is_optin_newsletter ?? false,
        locale: requestLocale(request),
        userAgent: request.headers['user-agent'],
      });
      if (heldBy) securityEvent(request, 'signup.address_in_use', { userId: heldBy });
      return reply.status(201).send({ access_token: accessToken });
    },
  );

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

  app.post(
    '/v1/email/send-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'requestPasswordReset',
        summary: 'Mails a password reset link; the same answer whatever the address',
        body: emailBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = (await app.limits.accountMails.allow(email)) ? await findUserByEmail(db, email) : undefined;
      const locale = requestLocale(request, user);
      // Profiles with no password (demo profiles) cannot be reset into an account.
      // A mail the address's budget keeps back is logged by the mailer; the answer stays the same.
      if (user?.password_hash && (await sendResetMail(app, user, locale)))
        securityEvent(request, 'reset.requested', { userId: user.id });
      // The same answer whatever the address (SPEC section 8).
      return { message: translatorFor(locale).t('errors.resetNeutral') };
    },
  );

  app.post(
    '/v1/email/reset',
    {
      config: { rateLimit, rawToken: true },
      schema: {
        tags: ['account'],
        operationId: 'resetPassword',
        summary:
          'A new password, with a mailed link as the token, or a session that proved the password in the last 10 minutes',
        body: passwordBodySchema,
        // 401: the link is used up or expired; 403 (errno 130): the session must prove the password first.
        response: { 200: tokenResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const secret = tokenFromHeader(request.headers.authorization);
      if (!secret) throw linkUsed();
      checkPassword(request, request.body.password);
      // A session may change the password only when it proved the current one a moment ago.
      const session = await sessionOfToken(db, secret);
      if (session) assertRecentPassword(session);
      const { user, accessToken } = await changePassword(app, {
        secret,
        session,
        password: request.body.password,
        userAgent: request.headers['user-agent'],
        acceptLanguage: request.headers['accept-language'],
      });
      securityEvent(request, 'password.changed', { userId: user.id, by: session ? 'session' : 'link' });
      return { access_token: accessToken };
    },
  );

  app.post(
    '/v1/email/validate',
    {
      // The link may be opened in a browser whose stored session has since ended: the key alone
      // validates, and a live session of this member is only what the validation keeps.
      config: { rateLimit, rawToken: true },
      schema: {
        tags: ['account'],
        operationId: 'validateEmail',
        summary: "Confirms the account's address with the validation link's key",
        body: validateBodySchema,
        // password_token: the password set before the confirmation no longer works; choose one.
        response: { 200: validateResponseSchema },
      },
    },
    async (request) => {
      const { auth_id, activation_key } = request.body;
      const { passwordToken } = await validateEmail(
        app,
        auth_id,
        activation_key,
        tokenFromHeader(request.headers.authorization),
      );
      if (!passwordToken) return { message: 'Email validated' };
      securityEvent(request, 'password.voided', { userId: auth_id, reason: 'first validation' });
      return {
        message:
          'Email validated. Choose a new password: the one set before this address was confirmed no longer works.',
        password_token: passwordToken,
      };
    },
  );

  app.post(
    '/v1/email-validation/send',
    {
      config: { auth: 'member', rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'resendValidation',
        summary: 'Mails a new validation link, unless the address is confirmed (3 a day at most)',
        // 429 (errno 139): today's resends, or the address's mails, are spent.
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.memberId);
      if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
      if (user.email_validated_at) return { message: 'Email already validated' };
      await resendValidationMail(app, user, requestLocale(request, user));
      return { message: 'Validation email sent' };
    },
  );
}

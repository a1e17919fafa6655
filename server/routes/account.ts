import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidEmail, isValidName, normalizeEmail, passwordProblems } from '../../src/core/accounts/validation';
import { type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { assertRecentPassword, requireUser, tokenFromHeader } from '../auth/authenticate';
import { clientKey } from '../auth/limits';
import { securityEvent } from '../auth/security-events';
import { decoyHash, hashPassword, hashSecret, newSecret, verifyPassword } from '../auth/secrets';
import type { ApiContext } from '../context';
import { unlessTaken } from '../db/unique-violation';
import { ApiError, ERRNO } from '../errors';
import { localeFor, translatorFor } from '../i18n';
import { composeAccountMail, resetLink } from '../mail/account-mails';
import {
  consumeResetToken,
  issueToken,
  markPasswordVerified,
  revokeSessionsCreatedBefore,
  revokeToken,
  revokeUserTokens,
  revokeUserTokensOfKind,
  sessionOfToken,
} from '../repositories/tokens';
import { subscribeConfirmedAddress } from '../repositories/newsletter';
import { type UserRow, findUserByEmail, findUserById, insertUser, updateUser } from '../repositories/users';
import { passSecondFactor } from '../services/second-factor';
import { emailField, messageResponse, nameField, passwordField, tokenResponse } from './account-schemas';
import { errorResponses } from './schemas';

/** An activation link lives a week. */
export const ACTIVATION_DAYS = 7;

export function invalidBody(name: string, description: string, status = 400) {
  return new ApiError(status, ERRNO.INVALID_POSTED_DATA, `${name} in body: ${description}`, [{ location: 'body', name, description }]);
}

/** Another account holds the address (the field is `email`, or `key` for a confirmation link). */
export const emailTaken = (name = 'email') => invalidBody(name, 'An account already uses this email', 409);

function checkPassword(password: string, name = 'password') {
  const problems = passwordProblems(password);
  if (problems.length) throw invalidBody(name, `Password needs: ${problems.join(', ')}`);
}

async function limitAddress(ctx: ApiContext, email: string) {
  if (!(await ctx.limits.accountMails.allow(email))) throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'Too many attempts for this address, try again later.');
}

/** Names show in mails and on pages: letters, marks, spaces, apostrophes, dots, hyphens only. */
export function checkNames(values: { first_name?: string; last_name?: string }, prefix = '') {
  for (const field of ['first_name', 'last_name'] as const) {
    const value = values[field];
    if (value !== undefined && !isValidName(value)) throw invalidBody(`${prefix}${field}`, 'Names may only contain letters, spaces, apostrophes, dots and hyphens');
  }
}

export async function sendValidationMail(ctx: ApiContext, user: UserRow, locale: Locale, now = Date.now()) {
  const key = newSecret();
  await updateUser(ctx.db.db, user.id, { activation_key_hash: hashSecret(key), activation_key_expires_at: new Date(now + ACTIVATION_DAYS * 86_400_000) });
  const link = `${ctx.publicUrl}${routeTo(locale, 'validationLink', { auth_id: user.id, activation_key: key })}`;
  await ctx.mailer.send({ to: user.email, kind: 'validation', ...composeAccountMail(locale, user, 'validation', { link }) });
}

/**
 * Tells the account's address that its password or e-mail changed, with a link that lets its
 * owner choose a new password and sign every device out (a week long, voided by nothing else).
 */
export async function sendSecureAccountMail(ctx: ApiContext, user: UserRow, locale: Locale, key: 'passwordChanged' | 'emailChanged', values: Record<string, string> = {}) {
  // After an e-mail change, the link also gives the account back to this (old) address.
  const token = await issueToken(ctx.db.db, user.id, 'secure', key === 'emailChanged' ? { restoreEmail: user.email } : {});
  await ctx.mailer.send({ to: user.email, kind: key, ...composeAccountMail(locale, user, key, { ...values, link: resetLink(ctx, locale, token) }) });
}

/** Per-client limit of the account routes (@fastify/rate-limit), on top of the per-address one. */
export const authRateLimit = (ctx: ApiContext) => ({ rateLimit: { max: ctx.authRateLimit, timeWindow: '1 minute' } });

const requestLocale = (request: FastifyRequest, user?: UserRow) => localeFor(request.headers['accept-language'], user?.chosen_lang);

/** Sign-up, login, logout, password reset and e-mail validation (SPEC section 7, Account). */
export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  const RATE_LIMIT = authRateLimit(ctx);
  /**
   * One password check for an address from this client (IPv6 by its /64), under the failed-login
   * delays and one at a time; a delay that holds someone back is logged.
   */
  const attemptLogin = <T>(request: FastifyRequest, email: string, check: (fromClient: string) => Promise<T>) => {
    const fromClient = `${email} ${clientKey(request.ip)}`;
    return ctx.limits.attempt(email, fromClient, () => check(fromClient)).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 429) securityEvent(request, 'login.delayed', { email });
      throw error;
    });
  };

  app.post<{ Body: { email: string; password: string; first_name?: string; last_name?: string; is_optin_newsletter?: boolean } }>(
    '/v1/email/signup',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: {
          type: 'object',
          additionalProperties: false,
          // SPEC section 7: credentials plus is_optin_newsletter; names are optional.
          required: ['email', 'password'],
          properties: { email: emailField, password: passwordField, first_name: nameField, last_name: nameField, is_optin_newsletter: { type: 'boolean' } },
        },
        response: { 201: tokenResponse, ...errorResponses, 409: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      checkPassword(request.body.password);
      checkNames(request.body);
      await limitAddress(ctx, email);
      // Checked before hashing, which is the slow part; the unique index catches a race.
      if (await findUserByEmail(db, email)) throw emailTaken();
      const locale = requestLocale(request);
      const created = insertUser(db, {
        email,
        password_hash: await hashPassword(request.body.password),
        first_name: request.body.first_name?.trim() ?? '',
        last_name: request.body.last_name?.trim() ?? '',
        // The newsletter opt-in is kept on the account; the address is subscribed when the
        // validation mail's link (which says so) confirms it, without a second confirmation mail.
        is_optin_newsletter: request.body.is_optin_newsletter ?? false,
        chosen_lang: locale,
      });
      const user = await unlessTaken(created, 'users_email_key', emailTaken);
      await sendValidationMail(ctx, user, locale);
      return reply.status(201).send({ access_token: await issueToken(db, user.id, 'session', { passwordVerified: true, userAgent: request.headers['user-agent'] }) });
    },
  );

  app.post<{ Body: { email: string; password: string; otp?: string } }>(
    '/v1/email/login',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password'],
          // otp: the authenticator's 6-digit code, or a recovery code, for accounts with a second factor.
          properties: { email: emailField, password: passwordField, otp: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: { 200: tokenResponse, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await attemptLogin(request, email, async (fromClient) => {
        const user = await findUserByEmail(db, email);
        const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), request.body.password);
        if (!user || !ok) {
          await ctx.limits.loginFailed(email, fromClient);
          securityEvent(request, 'login.failed', { email });
          throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect email and/or password');
        }
        // An account with a second factor (staff) logs in with its code too; the site then asks for it.
        if (user.totp_secret) {
          const otp = request.body.otp?.trim();
          const ask = 'Enter the code from your authenticator app';
          if (!otp) throw new ApiError(401, ERRNO.SECOND_FACTOR_REQUIRED, ask, [{ location: 'body', name: 'otp', description: ask }]);
          const passed = await passSecondFactor(db, user, otp);
          if (!passed) {
            await ctx.limits.loginFailed(email, fromClient);
            securityEvent(request, 'second_factor.failed', { email });
            throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect code', [{ location: 'body', name: 'otp', description: 'This code is not right, or was already used' }]);
          }
          if (passed === 'recovery') securityEvent(request, 'recovery_code.used', { email });
        }
        // Only a complete login (second factor included) clears this client's failures.
        await ctx.limits.loginSucceeded(fromClient);
        return user;
      });
      securityEvent(request, 'login', { userId: user.id }, 'info');
      return { access_token: await issueToken(db, user.id, 'session', { passwordVerified: true, secondFactor: !!user.totp_secret, userAgent: request.headers['user-agent'] }) };
    },
  );

  app.post('/v1/email/logout', { schema: { tags: ['account'], response: { 200: messageResponse, ...errorResponses } } }, async (request) => {
    if (!request.token) throw new ApiError(401, ERRNO.MISSING_AUTH, 'Please authenticate yourself to use this endpoint.');
    await revokeToken(db, request.token);
    return { message: 'Logged out' };
  });

  app.post<{ Body: { password: string } }>(
    '/v1/email/reauth',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        summary: 'Prove the password again, so this session may change the password, the e-mail or delete the account for 10 minutes',
        body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: passwordField } },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
      await attemptLogin(request, user.email, async (fromClient) => {
        if (!user.password_hash || !(await verifyPassword(user.password_hash, request.body.password))) {
          await ctx.limits.loginFailed(user.email, fromClient);
          securityEvent(request, 'reauth.failed', { userId });
          throw invalidBody('password', 'Incorrect password');
        }
      });
      await markPasswordVerified(db, request.session!.id);
      return { message: 'Password confirmed' };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/v1/email/send-reset',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailField } },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = (await ctx.limits.accountMails.allow(email)) ? await findUserByEmail(db, email) : undefined;
      const locale = requestLocale(request, user);
      // Profiles with no password (demo profiles) cannot be reset into an account.
      if (user?.password_hash) {
        // The newest link is the only one that works.
        await revokeUserTokensOfKind(db, user.id, 'reset');
        const token = await issueToken(db, user.id, 'reset');
        await ctx.mailer.send({ to: user.email, kind: 'reset', ...composeAccountMail(locale, user, 'reset', { link: resetLink(ctx, locale, token) }) });
        securityEvent(request, 'reset.requested', { userId: user.id });
      }
      // The same answer whatever the address (SPEC section 8).
      return { message: translatorFor(locale).t('errors.resetNeutral') };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/v1/email/reset',
    {
      config: { ...RATE_LIMIT, rawToken: true },
      schema: {
        tags: ['account'],
        body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: passwordField } },
        response: { 200: tokenResponse, 401: errorResponses[400], 403: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const secret = tokenFromHeader(request.headers.authorization);
      if (!secret) throw new ApiError(401, ERRNO.INVALID_AUTH, 'This link has expired or was already used.', { header: 'Authorization' });
      checkPassword(request.body.password);
      // A session may change the password only when it proved the current one a moment ago.
      const session = await sessionOfToken(db, secret);
      if (session) assertRecentPassword(session);
      const passwordHash = await hashPassword(request.body.password);
      const { user, accessToken } = await db.transaction().execute(async (trx) => {
        // A reset link is used up in the same statement that reads it: it works once.
        const link = session ? undefined : await consumeResetToken(trx, secret);
        const userId = session?.userId ?? link?.userId;
        const found = userId ? await findUserById(trx, userId) : undefined;
        if (!found?.password_hash) throw new ApiError(401, ERRNO.INVALID_AUTH, 'This link has expired or was already used.', { header: 'Authorization' });
        const restore = link?.restoreEmail && link.restoreEmail !== found.email && !(await findUserByEmail(trx, link.restoreEmail)) ? link.restoreEmail : undefined;
        const updated = await updateUser(trx, found.id, {
          password_hash: passwordHash,
          // The old address's owner takes the account back: their address, no change pending.
          ...(restore ? { email: restore, email_validated_at: new Date(), pending_email: null, pending_email_key_hash: null, pending_email_key_expires_at: null } : {}),
        });
        await revokeUserTokens(trx, found.id);
        return { user: updated, accessToken: await issueToken(trx, found.id, 'session', { passwordVerified: true, userAgent: request.headers['user-agent'] }) };
      });
      securityEvent(request, 'password.changed', { userId: user.id, by: session ? 'session' : 'link' });
      await sendSecureAccountMail(ctx, user, requestLocale(request, user), 'passwordChanged');
      return { access_token: accessToken };
    },
  );

  app.post<{ Body: { auth_id: string; activation_key: string } }>(
    '/v1/email/validate',
    {
      // The link may be opened in a browser whose stored session has since ended: the key alone
      // validates, and a live session of this member is only what the validation keeps.
      config: { ...RATE_LIMIT, rawToken: true },
      schema: {
        tags: ['account'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['auth_id', 'activation_key'],
          properties: { auth_id: { type: 'string', format: 'uuid' }, activation_key: { type: 'string', minLength: 10, maxLength: 100 } },
        },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.body.auth_id);
      const expired = !user?.activation_key_expires_at || new Date(user.activation_key_expires_at).getTime() <= Date.now();
      if (!user || expired || user.activation_key_hash !== hashSecret(request.body.activation_key)) {
        throw invalidBody('activation_key', 'Error validating your email');
      }
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { email_validated_at: now, activation_key_hash: null, activation_key_expires_at: null });
        if (user.is_optin_newsletter) await subscribeConfirmedAddress(trx, user.email, user.chosen_lang ?? 'en-us', now);
        // Whoever signed up with this address before its owner confirmed it loses the session;
        // the session that opened the link, if it is this member's, is the owner's and stays.
        const secret = tokenFromHeader(request.headers.authorization);
        const clicked = secret ? await sessionOfToken(trx, secret) : undefined;
        const keep = clicked?.userId === user.id ? clicked.id : undefined;
        await revokeSessionsCreatedBefore(trx, user.id, now, keep);
      });
      return { message: 'Email validated' };
    },
  );

  app.post(
    '/v1/email-validation/send',
    { config: RATE_LIMIT, schema: { tags: ['account'], response: { 200: messageResponse, ...errorResponses } } },
    async (request) => {
      if (!request.userId) throw new ApiError(401, ERRNO.MISSING_AUTH, 'Please authenticate yourself to use this endpoint.');
      const user = await findUserById(db, request.userId);
      if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
      if (user.email_validated_at) return { message: 'Email already validated' };
      await sendValidationMail(ctx, user, requestLocale(request, user));
      return { message: 'Validation email sent' };
    },
  );
}

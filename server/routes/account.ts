import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidEmail, normalizeEmail, passwordProblems } from '../../src/core/accounts/validation';
import { type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { createAddressLimiter } from '../auth/address-limiter';
import { assertRecentPassword, requireUser, tokenFromHeader } from '../auth/authenticate';
import { decoyHash, hashPassword, hashSecret, newSecret, verifyPassword } from '../auth/secrets';
import type { ApiContext } from '../context';
import { unlessTaken } from '../db/unique-violation';
import { ApiError, ERRNO } from '../errors';
import { localeFor, translatorFor } from '../i18n';
import { consumeResetToken, issueToken, markPasswordVerified, revokeToken, revokeUserTokens, sessionOfToken } from '../repositories/tokens';
import { type UserRow, findUserByEmail, findUserById, insertUser, updateUser } from '../repositories/users';
import { emailField, messageResponse, nameField, passwordField, tokenResponse } from './account-schemas';
import { errorResponses } from './schemas';

const addressLimiter = createAddressLimiter(10, 15 * 60_000);
// Failed logins only: 10 per address from one client, 100 per address from all of them. A wrong
// password from someone else then cannot lock a member out from their own device in a few tries.
const failedLoginsFromClient = createAddressLimiter(10, 15 * 60_000);
const failedLogins = createAddressLimiter(100, 15 * 60_000);

export function invalidBody(name: string, description: string, status = 400) {
  return new ApiError(status, ERRNO.INVALID_POSTED_DATA, `${name} in body: ${description}`, [{ location: 'body', name, description }]);
}

/** Another account holds the address (the field is `email`, or `key` for a confirmation link). */
export const emailTaken = (name = 'email') => invalidBody(name, 'An account already uses this email', 409);

function checkPassword(password: string, name = 'password') {
  const problems = passwordProblems(password);
  if (problems.length) throw invalidBody(name, `Password needs: ${problems.join(', ')}`);
}

function limitAddress(email: string) {
  if (!addressLimiter.allow(email)) throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'Too many attempts for this address, try again later.');
}

function greeting(locale: Locale, user: Pick<UserRow, 'first_name'>) {
  return translatorFor(locale).t('email.greeting', { name: user.first_name || '' }).replace(' ,', ',');
}

function compose(locale: Locale, user: Pick<UserRow, 'first_name'>, key: 'validation' | 'reset' | 'change', link: string) {
  const { t } = translatorFor(locale);
  const subject = t(`email.${key}.subject`);
  const text = `${greeting(locale, user)}\n\n${t(`email.${key}.body`, { link })}\n\n${t('email.signature')}`;
  return { subject, text };
}

export async function sendValidationMail(ctx: ApiContext, user: UserRow, locale: Locale) {
  const key = newSecret();
  await updateUser(ctx.db.db, user.id, { activation_key_hash: hashSecret(key) });
  const link = `${ctx.publicUrl}${routeTo(locale, 'validation')}?auth_id=${user.id}&activation_key=${key}`;
  await ctx.mailer.send({ to: user.email, kind: 'validation', ...compose(locale, user, 'validation', link) });
}

export function composeChangeMail(locale: Locale, user: UserRow, link: string) {
  return compose(locale, user, 'change', link);
}

/** Per-client limit of the account routes (@fastify/rate-limit), on top of the per-address one. */
export const authRateLimit = (ctx: ApiContext) => ({ rateLimit: { max: ctx.authRateLimit, timeWindow: '1 minute' } });

const requestLocale = (request: FastifyRequest, user?: UserRow) => localeFor(request.headers['accept-language'], user?.chosen_lang);

/** Sign-up, login, logout, password reset and e-mail validation (SPEC section 7, Account). */
export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  const RATE_LIMIT = authRateLimit(ctx);

  app.post<{ Body: { email: string; password: string; first_name?: string; last_name?: string; is_optin_newsletter?: boolean } }>(
    '/v1/email/signup',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password', 'first_name', 'last_name'],
          properties: { email: emailField, password: passwordField, first_name: nameField, last_name: nameField, is_optin_newsletter: { type: 'boolean' } },
        },
        response: { 201: tokenResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      checkPassword(request.body.password);
      limitAddress(email);
      // Checked before hashing, which is the slow part; the unique index catches a race.
      if (await findUserByEmail(db, email)) throw emailTaken();
      const locale = requestLocale(request);
      const created = insertUser(db, {
        email,
        password_hash: await hashPassword(request.body.password),
        first_name: request.body.first_name?.trim() ?? '',
        last_name: request.body.last_name?.trim() ?? '',
        is_optin_newsletter: request.body.is_optin_newsletter ?? false,
        chosen_lang: locale,
      });
      const user = await unlessTaken(created, 'users_email_key', emailTaken);
      await sendValidationMail(ctx, user, locale);
      return reply.status(201).send({ access_token: await issueToken(db, user.id, 'session', { passwordVerified: true, userAgent: request.headers['user-agent'] }) });
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/v1/email/login',
    {
      config: RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: { type: 'object', additionalProperties: false, required: ['email', 'password'], properties: { email: emailField, password: passwordField } },
        response: { 200: tokenResponse, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const fromClient = `${email} ${request.ip}`;
      if (failedLoginsFromClient.exhausted(fromClient) || failedLogins.exhausted(email)) throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'Too many attempts for this address, try again later.');
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), request.body.password);
      if (!user || !ok) {
        failedLoginsFromClient.record(fromClient);
        failedLogins.record(email);
        throw new ApiError(401, ERRNO.INVALID_AUTH, 'Incorrect email and/or password');
      }
      return { access_token: await issueToken(db, user.id, 'session', { passwordVerified: true, userAgent: request.headers['user-agent'] }) };
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
      const fromClient = `${user?.email} ${request.ip}`;
      if (!user || failedLoginsFromClient.exhausted(fromClient)) throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'Too many attempts for this address, try again later.');
      if (!user.password_hash || !(await verifyPassword(user.password_hash, request.body.password))) {
        failedLoginsFromClient.record(fromClient);
        throw invalidBody('password', 'Incorrect password');
      }
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
      const user = addressLimiter.allow(email) ? await findUserByEmail(db, email) : undefined;
      const locale = requestLocale(request, user);
      if (user) {
        const token = await issueToken(db, user.id, 'reset');
        const link = `${ctx.publicUrl}${routeTo(locale, 'resetPassword')}?token=${token}`;
        await ctx.mailer.send({ to: user.email, kind: 'reset', ...compose(locale, user, 'reset', link) });
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
        response: { 200: tokenResponse, 401: errorResponses[400], ...errorResponses },
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
      return db.transaction().execute(async (trx) => {
        // A reset link is used up in the same statement that reads it: it works once.
        const userId = session?.userId ?? (await consumeResetToken(trx, secret));
        const user = userId ? await findUserById(trx, userId) : undefined;
        if (!user?.password_hash) throw new ApiError(401, ERRNO.INVALID_AUTH, 'This link has expired or was already used.', { header: 'Authorization' });
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await revokeUserTokens(trx, user.id);
        return { access_token: await issueToken(trx, user.id, 'session', { passwordVerified: true, userAgent: request.headers['user-agent'] }) };
      });
    },
  );

  app.post<{ Body: { auth_id: string; activation_key: string } }>(
    '/v1/email/validate',
    {
      config: RATE_LIMIT,
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
      if (!user || user.activation_key_hash !== hashSecret(request.body.activation_key)) {
        throw invalidBody('activation_key', 'Error validating your email');
      }
      await updateUser(db, user.id, { email_validated_at: new Date(), activation_key_hash: null });
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

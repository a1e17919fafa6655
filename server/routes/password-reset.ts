import { normalizeEmail } from '../../src/core/accounts/validation';
import {
  emailBodySchema,
  messageResponseSchema,
  passwordBodySchema,
  tokenResponseSchema,
} from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { assertRecentPassword, tokenFromHeader } from '../auth/authenticate';
import { securityEvent } from '../auth/security-events';
import { authRateLimit, checkPassword, requestLocale } from '../http/account-input';
import { translatorFor } from '../i18n';
import { sessionOfToken } from '../repositories/tokens';
import { findUserByEmail } from '../repositories/users';
import { sendResetMail } from '../services/account-mails';
import { changePassword, linkUsed } from '../services/account';
import type { App } from '../typed-app';

/** A forgotten password: the mailed link, and the new password it (or a fresh session) sets (SPEC section 7, Account). */
export function registerPasswordResetRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = authRateLimit(app);

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
}

import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import {
  emailBodySchema,
  emailConfirmBodySchema,
  messageResponseSchema,
  profileResponseSchema,
} from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { securityEvent } from '../auth/security-events';
import { invalidBody } from '../errors';
import { authRateLimit } from '../http/account-input';
import { currentMember } from '../http/current-member';
import { localeFor } from '../i18n';
import { emailTaken } from '../services/account';
import { profileOf } from '../services/profile';
import { confirmEmailChange, deleteAccount, requestEmailChange } from '../services/profile-changes';
import type { App } from '../typed-app';

/** The calling member's e-mail change (asked, then confirmed from the new address) and account deletion. */
export function registerAccountChangeRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.post(
    '/v1/profile/email',
    {
      config: { rateLimit: authRateLimit(app), auth: 'recent-password' },
      schema: {
        tags: ['profile'],
        operationId: 'requestEmailChange',
        summary: 'Asks to change the e-mail address: the new address gets a confirmation link',
        body: emailBodySchema,
        // 409: the member's own address (another account's answers as a success, its owner is told).
        response: { 200: profileResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await currentMember(db, request.memberId);
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      // One's own address: telling the member so reveals nothing about anyone else.
      if (email === user.email) throw emailTaken();
      const updated = await requestEmailChange(
        app,
        user,
        email,
        localeFor(request.headers['accept-language'], user.chosen_lang),
      );
      return { data: await profileOf(db, updated, publicUrl) };
    },
  );

  app.post(
    '/v1/profile/email/confirm',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmailChange',
        summary: "Applies the e-mail change its link's key confirms; the other sessions are signed out",
        body: emailConfirmBodySchema,
        // 409: another account took the address meanwhile.
        response: { 200: profileResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await currentMember(db, request.memberId);
      const updated = await confirmEmailChange(
        app,
        user,
        request.body.key,
        request.token!,
        request.headers['accept-language'],
      );
      securityEvent(request, 'email.changed', { userId: user.id });
      return { data: await profileOf(db, updated, publicUrl) };
    },
  );

  app.delete(
    '/v1/profile',
    {
      config: { auth: 'recent-password' },
      schema: {
        tags: ['profile'],
        operationId: 'deleteAccount',
        summary: 'Deletes the account, once its subscriptions are ended (the address typed again confirms)',
        body: emailBodySchema,
        // 409: another billing operation of the member is under way; 502/503: the payment provider failed.
        response: { 200: messageResponseSchema, 409: errorSchema, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const user = await currentMember(db, request.memberId);
      if (normalizeEmail(request.body.email) !== user.email)
        throw invalidBody('email', 'The email address does not match');
      await deleteAccount(app, user);
      return { message: 'Account deleted' };
    },
  );
}

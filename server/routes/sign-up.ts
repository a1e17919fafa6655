import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import {
  messageResponseSchema,
  signupBodySchema,
  tokenResponseSchema,
  validateBodySchema,
  validateResponseSchema,
} from '../../src/core/contract/accounts';
import { tokenFromHeader } from '../auth/authenticate';
import { securityEvent } from '../auth/security-events';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { authRateLimit, checkNames, checkPassword, requestLocale } from '../http/account-input';
import { currentMember } from '../http/current-member';
import { resendValidationMail } from '../services/account-mails';
import { signUp, validateEmail } from '../services/account';
import type { App } from '../typed-app';

/** Sign-up and the confirmation of its address: the validation link and its resending (SPEC section 7, Account). */
export function registerSignUpRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = authRateLimit(app);

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
      const user = await currentMember(db, request.memberId);
      if (user.email_validated_at) return { message: 'Email already validated' };
      await resendValidationMail(app, user, requestLocale(request, user));
      return { message: 'Validation email sent' };
    },
  );
}

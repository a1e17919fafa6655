import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { isValidName, passwordProblems } from '../../src/core/accounts/validation';
import { isCommonPassword } from '../auth/common-passwords';
import type { ApiConfig } from '../config';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { localeFor, translatorFor } from '../i18n';
import type { UserRow } from '../repositories/users';

/** The locale a reply or a mail speaks: the caller's Accept-Language, else the member's chosen one. */
export const requestLocale = (request: FastifyRequest, user?: UserRow) =>
  localeFor(request.headers['accept-language'], user?.chosen_lang);

/**
 * A new password (sign-up, reset, change): long enough, and not one of the common ones (errno
 * 146); refused naming `password`, in the caller's language, as the form shows it.
 */
export function checkPassword(request: FastifyRequest, password: string) {
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

import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_MAX_LENGTH } from '../accounts/validation';
import { LOCALES } from '../locales/locales';
import { emailConfirmBodySchema } from './accounts';

/**
 * The newsletter form service of /v1 (SPEC section 7, the form-post variant): a sign-up, form
 * encoded or JSON, answers 202 `{message}` whatever the address; the mailed link's key confirms
 * it. The address rule beyond its length is the handler's (isValidEmail), named `email` in a 400.
 */
export const newsletterSignupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', maxLength: EMAIL_MAX_LENGTH }, locale: { type: 'string', enum: LOCALES } },
} as const;

/** The key of the mailed link, shaped as every mailed key (the e-mail change's too). */
export const newsletterConfirmBodySchema = emailConfirmBodySchema;

export type NewsletterSignup = FromSchema<typeof newsletterSignupBodySchema>;

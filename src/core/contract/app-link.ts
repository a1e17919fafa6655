import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';

/** Text-the-app (SPEC section 2): a visitor asks for the app's download link by text message. */
export const appLinkBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** A mobile number as typed: national for the locale's country, or international with +. */
    phone: { type: 'string', minLength: 1, maxLength: 32 },
    /** The page's locale: the number's default country and the message's language. */
    locale: { type: 'string', enum: LOCALES },
  },
  required: ['phone', 'locale'],
} as const;

export const appLinkResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { sent_to: { type: 'string' } },
  required: ['sent_to'],
} as const;

export type AppLinkBody = FromSchema<typeof appLinkBodySchema>;
export type AppLinkResult = FromSchema<typeof appLinkResultSchema>;

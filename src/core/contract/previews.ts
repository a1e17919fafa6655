import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';
import { cmsSectionSchema } from './pages';
import { recipeInputSchema, recipeRecordSchema } from './recipes';

/**
 * Content-editor previews (SPEC section 2): staff send a recipe (as they would publish it) or a
 * CMS page, not published, and get a link that only staff can open, for a day.
 */
const pageInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 500 },
    sections: { type: 'array', maxItems: 40, items: cmsSectionSchema },
  },
  required: ['title', 'description', 'sections'],
} as const;

export const newPreviewBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    locale: { type: 'string', enum: LOCALES },
    recipe: recipeInputSchema,
    page: pageInputSchema,
  },
  required: ['locale'],
  oneOf: [{ required: ['recipe'] }, { required: ['page'] }],
} as const;

export const previewLinkSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
  required: ['url', 'expires_at'],
} as const;

export const previewParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
  required: ['token'],
} as const;

export const previewSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['recipe', 'page'] },
    locale: { type: 'string', enum: LOCALES },
    expires_at: { type: 'string', format: 'date-time' },
    recipe: recipeRecordSchema,
    page: pageInputSchema,
  },
  required: ['kind', 'locale', 'expires_at'],
} as const;

export type NewPreviewBody = FromSchema<typeof newPreviewBodySchema>;
export type Preview = FromSchema<typeof previewSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { langQuerySchema } from './accounts';

/**
 * Search suggestions (issue 17): what the search box offers after two letters, in the language
 * of `lang`: recipes by their titles, ingredients, categories and creators; and, when a word of the
 * query starts no word of the catalogue, the query with that word corrected ("choclate" → "chocolate").
 */
export const SUGGESTION_QUERY_LENGTH = { min: 2, max: 60 } as const;

export const suggestionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q'],
  properties: {
    ...langQuerySchema.properties,
    q: { type: 'string', minLength: SUGGESTION_QUERY_LENGTH.min, maxLength: SUGGESTION_QUERY_LENGTH.max },
  },
} as const;

const named = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

export const suggestionsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          url_slug: { type: 'string' },
          vertical: { type: 'string' },
        },
        required: ['id', 'title', 'url_slug', 'vertical'],
      },
    },
    ingredients: { type: 'array', items: named },
    categories: { type: 'array', items: named },
    creators: { type: 'array', items: named },
    correction: { type: ['string', 'null'] },
  },
  required: ['recipes', 'ingredients', 'categories', 'creators', 'correction'],
} as const;

export type SuggestionsQuery = FromSchema<typeof suggestionsQuerySchema>;
export type Suggestions = FromSchema<typeof suggestionsSchema>;

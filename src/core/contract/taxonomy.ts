import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, type Language } from '../locales/locales';
import { DIETS } from '../rules';
import { listOf, recordOf } from './records';

/**
 * The taxonomy family of /v1 (SPEC section 7): the localized names of categories, origins,
 * ingredients and diets, chosen by `?lang=` (see `langQuerySchema`, accounts.ts), in the `{data}`
 * envelope; and the staff's new category. The site's search and category pages and the build
 * read the same `Term`.
 */

/** The path of each term list and the kind of term it lists. */
export const TERM_KINDS = {
  'recipe-categories': 'category',
  'recipe-origins': 'origin',
  ingredients: 'ingredient',
} as const;
export type TermKind = keyof typeof TERM_KINDS;

/** A category, origin or ingredient in one language; `slug` is its page's URL word there. */
export const termSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' } },
  required: ['id', 'name', 'slug'],
  additionalProperties: false,
} as const;

export const termListSchema = listOf(termSchema);

/** A diet (DIETS) and its name in one language: diets have pages of fixed words, no slug. */
export const dietTermSchema = {
  type: 'object',
  properties: { id: { type: 'string', enum: DIETS }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export const dietListSchema = listOf(dietTermSchema);

/** The same schema for each content language, so a category is complete in every locale. */
function perLanguage<T>(schema: T) {
  return Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as { [L in Language]: T };
}

export const CATEGORY_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,59}$';
const categoryName = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;

/** POST /v1/recipe-categories: an id and a name in every content language. */
export const newCategoryBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'names'],
      properties: {
        id: { type: 'string', pattern: CATEGORY_ID_PATTERN },
        names: {
          type: 'object',
          additionalProperties: false,
          required: LANGUAGES,
          properties: perLanguage(categoryName),
        },
      },
    },
  },
} as const;

const textPerLanguage = {
  type: 'object',
  required: LANGUAGES,
  properties: perLanguage({ type: 'string' } as const),
  additionalProperties: false,
} as const;

/** The new category: its names and the page slugs made from them, per language. */
export const categoryRecordSchema = recordOf({
  type: 'object',
  properties: {
    id: { type: 'string' },
    names: textPerLanguage,
    slugs: textPerLanguage,
  },
  required: ['id', 'names', 'slugs'],
  additionalProperties: false,
});

export type Term = FromSchema<typeof termSchema>;
export type TermList = FromSchema<typeof termListSchema>;
export type DietTerm = FromSchema<typeof dietTermSchema>;
export type NewCategory = FromSchema<typeof newCategoryBodySchema>['data'];
export type CategoryRecord = FromSchema<typeof categoryRecordSchema>['data'];

import type { FromSchema } from 'json-schema-to-ts';
import { listOf, recordIdSchema } from './records';

/**
 * The member's recipes in their `default` bucket (SPEC section 7): favourites (`saved-recipes`)
 * and the history of the recipes they opened.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;

/** A favourite in the member's `saved-recipes` collection: the recipe's id, when it was saved. */
export const favouriteRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: recordIdSchema, last_modified: integer },
  required: ['id', 'last_modified'],
} as const;

export type FavouriteRecord = FromSchema<typeof favouriteRecordSchema>;

export const favouriteParamsSchema = {
  type: 'object',
  properties: { recipeId: recordIdSchema },
  required: ['recipeId'],
} as const;

/** PUT takes no data of its own: an empty body, `{}`, or `{data: {}}` (Kinto clients send the id). */
export const favouriteBodySchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      properties: { data: { type: 'object', properties: { id: recordIdSchema } } },
    },
  ],
} as const;

/** The page of `/v1/saved-recipes` (before the records list; the site reads it). */
export const favouritePageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    page_size: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

export const favouritePageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { data: { type: 'array', items: favouriteRecordSchema }, count: integer, next: nullableText },
  required: ['data', 'count', 'next'],
} as const;

/** The member's history: the recipes they opened, the latest first. */
export const recipeViewsSchema = listOf({
  type: 'object',
  additionalProperties: false,
  properties: { id: text, last_view: { type: 'string', format: 'date-time' } },
  required: ['id', 'last_view'],
} as const);

export type RecipeViewList = FromSchema<typeof recipeViewsSchema>;
/** One recipe view: the recipe's id and the ISO date of its last view. */
export type RecipeView = RecipeViewList['data'][number];

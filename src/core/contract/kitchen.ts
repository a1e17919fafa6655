/**
 * The member's kitchen in their `default` bucket (issue 18), in the records protocol: the
 * shopping list (`shopping-list`, one record per item) and their recipe collections
 * (`recipe-collections`). Writes take `If-Match` (412 with the record as it is now, for the
 * client to merge) and `If-None-Match: *` (create only), as Kinto does.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { AISLES } from '../kitchen/aisles';
import { recordIdSchema } from './records';

const integer = { type: 'integer' } as const;

/** How many records each kitchen collection holds at most. */
export const KITCHEN_LIMITS = { 'shopping-list': 300, 'recipe-collections': 100 } as const;
export type KitchenCollection = keyof typeof KITCHEN_LIMITS;
export const KITCHEN_COLLECTIONS = Object.keys(KITCHEN_LIMITS) as KitchenCollection[];

const shoppingItemFields = {
  name: { type: 'string', minLength: 1, maxLength: 120 },
  /** The catalogue ingredient, so the same one from two recipes merges; null for free text. */
  ingredient: { type: ['string', 'null'], maxLength: 64 },
  quantity: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100_000 },
  unit: { type: ['string', 'null'], maxLength: 20 },
  aisle: { type: 'string', enum: AISLES },
  checked: { type: 'boolean' },
  /** The recipes it was added from. */
  recipes: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', maxLength: 64 } },
} as const;

const recipeCollectionFields = {
  name: { type: 'string', minLength: 1, maxLength: 80 },
  /** Recipe ids in the member's order. */
  recipes: { type: 'array', maxItems: 500, uniqueItems: true, items: recordIdSchema },
  /** Shared by link: anyone with the link may read it (GET /v1/shared-collections/{token}). */
  shared: { type: 'boolean' },
  /** Where it stands among the member's collections. */
  position: { type: 'integer', minimum: 0, maximum: 10_000 },
} as const;

const dataOf = <const F extends object, const R extends readonly string[]>(fields: F, required: R) =>
  ({
    type: 'object',
    additionalProperties: false,
    // Kinto clients send the record's id and timestamp back with it: accepted, not trusted.
    properties: { ...fields, id: recordIdSchema, last_modified: integer },
    required,
  }) as const;

/** What a PUT writes (the whole record) and a PATCH merges (any of its fields). */
export const KITCHEN_DATA = {
  'shopping-list': {
    put: dataOf(shoppingItemFields, ['name', 'aisle', 'checked']),
    patch: dataOf(shoppingItemFields, []),
  },
  'recipe-collections': {
    put: dataOf(recipeCollectionFields, ['name', 'recipes']),
    patch: dataOf(recipeCollectionFields, []),
  },
} as const;

export const shoppingItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...shoppingItemFields, id: recordIdSchema, last_modified: integer },
  required: ['id', 'last_modified', 'name', 'aisle', 'checked'],
} as const;
export type ShoppingItem = FromSchema<typeof shoppingItemSchema>;

export const recipeCollectionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...recipeCollectionFields,
    id: recordIdSchema,
    last_modified: integer,
    /** Set by the server while `shared`: the link's secret. */
    share_token: { type: ['string', 'null'] },
  },
  required: ['id', 'last_modified', 'name', 'recipes'],
} as const;
export type RecipeCollection = FromSchema<typeof recipeCollectionSchema>;

export const KITCHEN_RECORDS = {
  'shopping-list': shoppingItemSchema,
  'recipe-collections': recipeCollectionSchema,
} as const;

export const kitchenParamsSchema = {
  type: 'object',
  properties: { id: recordIdSchema },
  required: ['id'],
} as const;

/** A shared collection as anyone with its link reads it. */
export const sharedCollectionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: recipeCollectionFields.name,
        recipes: recipeCollectionFields.recipes,
        last_modified: integer,
      },
      required: ['name', 'recipes', 'last_modified'],
    },
  },
  required: ['data'],
} as const;

export const shareTokenParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
  required: ['token'],
} as const;

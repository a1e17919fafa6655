import type { FromSchema } from 'json-schema-to-ts';

/**
 * Printed books (SPEC section 7): the QR codes of a copy and of its recipes, the books a member
 * unlocked with one (`unlocked-recipes` in their `default` bucket), and plain QR codes.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const texts = { type: 'array', items: text } as const;

/** A book the member unlocked (`unlocked-recipes`), with the ids of its recipes. */
export const unlockedBookSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: text, title: text, recipes: texts, last_modified: integer },
  required: ['id', 'title', 'recipes', 'last_modified'],
} as const;

export type UnlockedBookRecord = FromSchema<typeof unlockedBookSchema>;

const qrcode = { type: 'string', format: 'uuid' } as const;

export const qrcodeParamsSchema = { type: 'object', properties: { uuid: qrcode }, required: ['uuid'] } as const;

export const unlockBookBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'object', additionalProperties: false, required: ['qrcode'], properties: { qrcode } } },
} as const;

/** What a printed book code opens: its book, and the recipe it is printed beside (null on a cover). */
export const bookCodeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { book_id: text, title: text, recipe_id: nullableText, recipes: texts },
  required: ['book_id', 'title', 'recipe_id', 'recipes'],
} as const;

export type BookCodeTarget = FromSchema<typeof bookCodeSchema>;

export const plainCodeParamsSchema = {
  type: 'object',
  properties: { shortcode: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}$' } },
  required: ['shortcode'],
} as const;

export const plainCodeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { shortcode: text, target: text },
  required: ['shortcode', 'target'],
} as const;

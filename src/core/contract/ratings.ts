import type { FromSchema } from 'json-schema-to-ts';
import { DIETS, RATING_REASONS, RATING_STARS } from '../rules';
import { recordIdSchema } from './records';

/**
 * Ratings (SPEC sections 3 Rating, 7 Community: diets, rating-reasons, rating): 1 to 5 stars with
 * reasons, one per member and recipe; the recipe's count and average move with them.
 */

const stars = { type: 'integer', minimum: RATING_STARS.min, maximum: RATING_STARS.max } as const;
const reasons = {
  type: 'array',
  items: { type: 'string', enum: RATING_REASONS },
  uniqueItems: true,
  maxItems: RATING_REASONS.length,
} as const;

/** A localized choice list (`{results, next: null}`, the community list shape, in one page). */
function namedListOf<const Ids extends readonly string[]>(ids: Ids) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'string', enum: ids }, name: { type: 'string' } },
          required: ['id', 'name'],
        },
      },
      next: { type: 'null' },
    },
    required: ['results', 'next'],
  } as const;
}

export const ratingReasonListSchema = namedListOf(RATING_REASONS);
export const communityDietListSchema = namedListOf(DIETS);

export const ratingQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipe: recordIdSchema },
  required: ['recipe'],
} as const;

/** The caller's rating of a recipe (stars null when they have not rated it) and the recipe's totals. */
export const ratingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipe: { type: 'string' },
    stars: { type: ['integer', 'null'], minimum: RATING_STARS.min, maximum: RATING_STARS.max },
    reasons,
    ratings_count: { type: 'integer' },
    /** The mean of the stars, to one decimal; null while nobody has rated. */
    rating_average: { type: ['number', 'null'] },
  },
  required: ['recipe', 'stars', 'reasons', 'ratings_count', 'rating_average'],
} as const;

/** POST rating: the member's first rating of the recipe (reasons default to none). */
export const ratingBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipe: recordIdSchema, stars, reasons },
  required: ['recipe', 'stars'],
} as const;

/** PATCH rating: changes the stars, the reasons or both (one at least); what is left out stays. */
export const ratingChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipe: recordIdSchema, stars, reasons },
  required: ['recipe'],
} as const;

export type RatingReasonList = FromSchema<typeof ratingReasonListSchema>;
export type CommunityDietList = FromSchema<typeof communityDietListSchema>;
export type Rating = FromSchema<typeof ratingSchema>;
export type RatingBody = FromSchema<typeof ratingBodySchema>;
export type RatingChange = FromSchema<typeof ratingChangeSchema>;

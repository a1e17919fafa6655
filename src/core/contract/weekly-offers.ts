import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './records';

/**
 * The weekly offer of /v1 (SPEC sections 1 and 9): the caller's two exclusive recipes of this week
 * (links to their pages, in the request's language), and the staff trigger of the weekly job.
 */

export const offeredRecipeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    url_slug: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    vertical: { type: 'string' },
    total_time: { type: 'integer' },
    difficulty: { type: 'string' },
    access_mode: { type: 'string' },
    has_video: { type: 'boolean' },
    palette: { type: 'array', items: { type: 'string' } },
    web_cover_thumbnail: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'url_slug',
    'title',
    'subtitle',
    'vertical',
    'total_time',
    'difficulty',
    'access_mode',
    'has_video',
    'palette',
    'web_cover_thumbnail',
  ],
  additionalProperties: false,
} as const;

export const weeklyOfferResponseSchema = recordOf({
  type: 'object',
  properties: {
    week: {
      type: ['string', 'null'],
      description: 'The Monday (UTC) the offer week starts, YYYY-MM-DD; null without an offer',
    },
    ends_at: { type: ['string', 'null'], format: 'date-time' },
    recipes: { type: 'array', items: offeredRecipeSchema },
  },
  required: ['week', 'ends_at', 'recipes'],
  additionalProperties: false,
});

/** What a run did: offers written, mails sent, mails that failed and wait for a retry. */
export const weeklyOfferRunResponseSchema = recordOf({
  type: 'object',
  properties: { offered: { type: 'integer' }, mailed: { type: 'integer' }, failed: { type: 'integer' } },
  required: ['offered', 'mailed', 'failed'],
  additionalProperties: false,
});

export type OfferedRecipe = FromSchema<typeof offeredRecipeSchema>;
export type WeeklyOffer = FromSchema<typeof weeklyOfferResponseSchema>['data'];

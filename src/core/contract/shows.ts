import type { FromSchema } from 'json-schema-to-ts';
import { listOf, projectedOf, recordsQuerySchema } from './records';
import { videoSourceSchema } from './videos';

/**
 * Cooking shows (SPEC sections 1, 2 and 3 Show): records of a locale's bucket in Kinto's protocol
 * (`/v1/buckets/{locale}/collections/shows|episodes/records`). A show has seasons of episodes;
 * an episode plays a video and cooks a recipe of the catalogue, named as published there.
 */
export const showFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    last_modified: { type: 'integer' },
    position: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    seasons_count: { type: 'integer' },
    episodes_count: { type: 'integer' },
    /** The first episode's video: its preview loop is the show's teaser. */
    teaser: { anyOf: [videoSourceSchema, { type: 'null' }] },
  },
  required: [
    'id',
    'last_modified',
    'position',
    'slug',
    'title',
    'description',
    'seasons_count',
    'episodes_count',
    'teaser',
  ],
} as const;

export const episodeFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    last_modified: { type: 'integer' },
    show_id: { type: 'string' },
    show_slug: { type: 'string' },
    show_title: { type: 'string' },
    season: { type: 'integer' },
    number: { type: 'integer' },
    /** The episode's page word: s1e2 and its recipe's slug. */
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    published_at: { type: 'integer' },
    recipe_id: { type: 'string' },
    recipe_slug: { type: 'string' },
    video: videoSourceSchema,
  },
  required: [
    'id',
    'last_modified',
    'show_id',
    'show_slug',
    'show_title',
    'season',
    'number',
    'slug',
    'title',
    'description',
    'published_at',
    'recipe_id',
    'recipe_slug',
    'video',
  ],
} as const;

export const showListSchema = listOf(projectedOf(showFieldsSchema));
export const episodeListSchema = listOf(projectedOf(episodeFieldsSchema));
export const showsQuerySchema = recordsQuerySchema;

export type ShowRecord = FromSchema<typeof showFieldsSchema>;
export type EpisodeRecord = FromSchema<typeof episodeFieldsSchema>;

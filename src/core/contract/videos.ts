import type { FromSchema } from 'json-schema-to-ts';
import { uuidParamsSchema } from './records';

/** A ready video as pages play it: its HLS master playlist, poster, preview loop and captions. */
export const videoSourceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    master: { type: 'string' },
    poster: { type: 'string' },
    preview: { type: 'string' },
    duration_seconds: { type: 'number' },
    captions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { language: { type: 'string' }, src: { type: 'string' } },
        required: ['language', 'src'],
      },
    },
  },
  required: ['id', 'master', 'poster', 'preview', 'duration_seconds', 'captions'],
} as const;

/** A video as staff follow its processing. */
export const videoStatusSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['processing', 'ready', 'failed'] },
    error: { type: ['string', 'null'] },
    source: { anyOf: [videoSourceSchema, { type: 'null' }] },
  },
  required: ['id', 'status', 'error', 'source'],
} as const;

export const videoParamsSchema = uuidParamsSchema;

/** Every catalogue recipe's video, by recipe id (the build's recipe pages). */
export const recipeVideosSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { data: { type: 'object', additionalProperties: videoSourceSchema } },
  required: ['data'],
} as const;

export type VideoSource = FromSchema<typeof videoSourceSchema>;
export type VideoStatus = FromSchema<typeof videoStatusSchema>;

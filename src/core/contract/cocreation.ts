import type { FromSchema } from 'json-schema-to-ts';
import { listOf, uuidParamsSchema } from './records';
import { PROJECT_STATES } from '../cocreation/project-state';
import { authorSchema } from './community';

/**
 * Co-creation projects (SPEC sections 1, 2 and 4): members and the brand's chefs making recipes
 * together over a few weeks. Anyone reads them in a language with their story, the members
 * taking part and the catalogue recipes they made; members join one that is not finished.
 */
export const projectSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    slug: { type: 'string' },
    title: { type: 'string' },
    story: { type: 'string' },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    state: { type: 'string', enum: PROJECT_STATES },
    participants_count: { type: 'integer' },
    /** The first members taking part, earliest first. */
    participants: { type: 'array', items: authorSchema },
    /** The recipes made, as published in this language. */
    recipes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: { type: 'string' }, title: { type: 'string' }, url_slug: { type: 'string' } },
        required: ['id', 'title', 'url_slug'],
      },
    },
    /** Whether the caller takes part (false for a visitor). */
    taking_part: { type: 'boolean' },
  },
  required: [
    'id',
    'slug',
    'title',
    'story',
    'starts_at',
    'ends_at',
    'state',
    'participants_count',
    'participants',
    'recipes',
    'taking_part',
  ],
} as const;

export const projectListSchema = listOf(projectSchema);

export const projectParamsSchema = uuidParamsSchema;

export type Project = FromSchema<typeof projectSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { listOf, uuidParamsSchema } from './records';
import { WORKSHOP_ACTIONS, WORKSHOP_STATES } from '../workshops/workshop-state';
import { authorSchema } from './community';

/**
 * Workshops, the cooking classes (SPEC sections 1, 3 and 4 Workshop): live online classes a host
 * (a member with the animator badge) gives to a number of members. Anyone reads them in their
 * language; members book a place, give it back, or ask to be told when booking opens or a place
 * frees up.
 */

const dateTime = { type: 'string', format: 'date-time' } as const;

export const workshopSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    starts_at: dateTime,
    duration_minutes: { type: 'integer' },
    booking_opens_at: { type: ['string', 'null'], format: 'date-time' },
    booking_open: { type: 'boolean' },
    capacity: { type: 'integer' },
    places_left: { type: 'integer' },
    state: { type: 'string', enum: WORKSHOP_STATES },
    /** The host: their public profile when they have one, else their name alone. */
    host: {
      type: 'object',
      properties: { name: { type: 'string' }, profile: { ...authorSchema, type: ['object', 'null'] } },
      required: ['name', 'profile'],
      additionalProperties: false,
    },
    /** The caller's place: booked, waiting to be told; both false for a visitor. */
    booked: { type: 'boolean' },
    waiting: { type: 'boolean' },
    /** What the caller may do now (a visitor: what a member could). */
    actions: { type: 'array', items: { type: 'string', enum: WORKSHOP_ACTIONS } },
  },
  required: [
    'id',
    'slug',
    'title',
    'description',
    'starts_at',
    'duration_minutes',
    'booking_opens_at',
    'booking_open',
    'capacity',
    'places_left',
    'state',
    'host',
    'booked',
    'waiting',
    'actions',
  ],
} as const;

export const workshopListSchema = listOf(workshopSchema);

export const workshopParamsSchema = uuidParamsSchema;

export type Workshop = FromSchema<typeof workshopSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, LOCALES } from '../locales/locales';
import { REPORT_MESSAGE_MAX } from '../rules';
import { authorSchema, communityPageQuery, memberCardSchema, pageOf } from './community';

/**
 * Reports and blocks (SPEC sections 3 Report, 6, 7 Community: reports). A report names a member,
 * a post or a comment (at least one); staff read the open ones, oldest first. A block hides each
 * member's posts and comments from the other and stops follows, replies and likes between them.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;

export const reportBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reported_user: uuid,
    post: uuid,
    /** The comment's `uuid` (the one a like names), not its numeric `id`. */
    comment: uuid,
    /** A member's published recipe (its uuid, the id of its catalogue record): it goes back to the moderators. */
    recipe: uuid,
    /** The language the message is written in, a locale or a language; the request's when left out. */
    language: { type: 'string', enum: [...new Set<string>([...LOCALES, ...LANGUAGES])] },
    message: { type: 'string', minLength: 1, maxLength: REPORT_MESSAGE_MAX },
  },
  required: ['message'],
} as const;

export const reportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: uuid,
    reporter: authorSchema,
    reported_user: nullableUuid,
    post: nullableUuid,
    comment: nullableUuid,
    recipe: nullableUuid,
    language: { type: 'string', enum: LANGUAGES },
    message: { type: 'string' },
    /** The reported post's title and message or comment's text as they were: kept if deleted. */
    reported_text: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['open', 'closed'] },
    created_time: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'reporter',
    'reported_user',
    'post',
    'comment',
    'recipe',
    'language',
    'message',
    'reported_text',
    'status',
    'created_time',
  ],
} as const;

export const reportPageSchema = pageOf(reportSchema);
export const reportListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: communityPageQuery,
} as const;

export const blockBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { user: uuid },
  required: ['user'],
} as const;

export const unblockParamsSchema = {
  type: 'object',
  properties: { user_id: uuid },
  required: ['user_id'],
} as const;

export const blockResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { user: uuid, blocked_by_viewer: { type: 'boolean' } },
  required: ['user', 'blocked_by_viewer'],
} as const;

/** The members the caller blocks, newest block first. */
export const blockPageSchema = pageOf(memberCardSchema);
export const blockListQuerySchema = reportListQuerySchema;

export type ReportBody = FromSchema<typeof reportBodySchema>;
export type Report = FromSchema<typeof reportSchema>;
export type ReportPage = FromSchema<typeof reportPageSchema>;
export type BlockResult = FromSchema<typeof blockResultSchema>;
export type BlockPage = FromSchema<typeof blockPageSchema>;

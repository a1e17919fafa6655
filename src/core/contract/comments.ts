import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, LOCALES } from '../locales/locales';
import { COMMENT_MAX_CHARS, COMMENT_TYPES, COMMENT_TYPE_FILTERS } from '../rules';
import { attachmentSchema, authorSchema, communityPageQuery, pageOf, reactionSchema } from './community';
import { recordIdSchema } from './records';

/**
 * Comments on recipes and on posts (SPEC sections 3 Comment, 5, 7 Community: generic-comments):
 * comment, question or suggestion, at most COMMENT_MAX_CHARS characters, an optional picture,
 * replies one level deep. `id` is the number of generic-comments/{id}; `uuid` is what likes and
 * reports name.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
/** A comment's number; bounded so that no number in a URL can overflow the database's bigint. */
const commentId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const commentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    uuid,
    /** Null for a deleted comment kept as a placeholder because it has replies. */
    author: { anyOf: [authorSchema, { type: 'null' }] },
    /** The language the comment is written in. */
    language: { type: 'string', enum: LANGUAGES },
    type: { type: 'string', enum: COMMENT_TYPES },
    /** Empty for a deleted comment's placeholder. */
    text: { type: 'string' },
    picture: { anyOf: [attachmentSchema, { type: 'null' }] },
    /** 0 for a placeholder: deleting a comment takes its likes. */
    likes_count: { type: 'integer' },
    user_reaction: reactionSchema,
    /** The replies the reader can see (none of a member blocked either way). */
    replies_count: { type: 'integer' },
    /** The comment this one answers (one level deep), or null for a top-level comment. */
    parent: { type: ['integer', 'null'] },
    recipe: { type: ['string', 'null'] },
    post: { type: ['string', 'null'] },
    translation: {
      type: ['string', 'null'],
      description:
        'The text in the reader’s language once a translation exists. Always null for now: no translation is made yet; the field is there so that clients need no change when translations come.',
    },
    created_time: { type: 'string', format: 'date-time' },
    /** A deleted comment kept, without author, text or picture, because it has replies. */
    deleted: { type: 'boolean' },
  },
  required: [
    'id',
    'uuid',
    'author',
    'language',
    'type',
    'text',
    'picture',
    'likes_count',
    'user_reaction',
    'replies_count',
    'parent',
    'recipe',
    'post',
    'translation',
    'created_time',
    'deleted',
  ],
} as const;

export const commentPageSchema = pageOf(commentSchema);

/**
 * GET generic-comments: one target's top-level comments newest first (`recipe` or `post`), a
 * comment's replies oldest first (`parent`), or a member's comments and replies newest first
 * (`from_user__user_id`); at least one of the four (the API refuses to page every comment), the
 * filters given all apply. `type` `all` is no filter.
 */
export const commentListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...communityPageQuery,
    from_user__user_id: uuid,
    type: { type: 'string', enum: COMMENT_TYPE_FILTERS },
    recipe: recordIdSchema,
    post: uuid,
    parent: commentId,
  },
} as const;

/** The filters of GET generic-comments of which at least one is needed. */
export const COMMENT_LIST_SCOPES = ['recipe', 'post', 'parent', 'from_user__user_id'] as const;

export const commentParamsSchema = {
  type: 'object',
  properties: { id: commentId },
  required: ['id'],
} as const;

/**
 * DELETE generic-comments/{id}: the comment is gone (`placeholder` null), or, when it has replies,
 * kept as the placeholder that lists now show.
 */
export const commentDeletedSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    deleted: { type: 'boolean', const: true },
    placeholder: { anyOf: [commentSchema, { type: 'null' }] },
  },
  required: ['id', 'deleted', 'placeholder'],
} as const;

/** POST generic-comments: on a recipe, on a post, or a reply to a comment (`parent`). */
export const commentBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** At most COMMENT_MAX_CHARS characters, counted as code points (an emoji is one). */
    text: { type: 'string', minLength: 1, maxLength: COMMENT_MAX_CHARS },
    /** `comment` when omitted. */
    type: { type: 'string', enum: COMMENT_TYPES },
    /** Exactly one of recipe, post and parent: what the comment is on, or the comment it answers. */
    recipe: recordIdSchema,
    post: uuid,
    /** A top-level comment (replies go one level deep); the reply joins its recipe or post. */
    parent: commentId,
    /** A picture of the caller's sent first through POST attachments, which no post or comment uses. */
    attachment: uuid,
    /** The comment's language, a locale or a language; the request's (Accept-Language) when omitted. */
    language: { type: 'string', enum: [...new Set<string>([...LOCALES, ...LANGUAGES])] },
  },
  required: ['text'],
} as const;

export type Comment = FromSchema<typeof commentSchema>;
export type CommentPage = FromSchema<typeof commentPageSchema>;
export type CommentBody = FromSchema<typeof commentBodySchema>;
export type CommentListQuery = FromSchema<typeof commentListQuerySchema>;
export type CommentDeleted = FromSchema<typeof commentDeletedSchema>;

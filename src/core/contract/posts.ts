import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';
import { POST_LIMITS } from '../rules';
import { attachmentSchema, authorSchema, communityPageQuery, pageOf, reactionSchema } from './community';
import { recordIdSchema } from './records';

/**
 * Re-creation posts, likes and the 50-likes challenge (SPEC sections 1, 3 Community post and Like,
 * 7 Community: posts, likes, attachments). Items answer bare; lists are `{results, next}` pages.
 */

const uuid = { type: 'string', format: 'uuid' } as const;

/** The recipe a post re-creates, in the post's language when the recipe has it. */
export const postRecipeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    language: { type: 'string' },
    title: { type: 'string' },
    url_slug: { type: 'string' },
    web_cover_thumbnail: { type: ['string', 'null'] },
  },
  required: ['id', 'language', 'title', 'url_slug', 'web_cover_thumbnail'],
} as const;

/** SPEC section 3's Community post, every field; `user_reaction` is the caller's (null anonymous). */
export const postSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    title: { type: 'string' },
    message: { type: 'string' },
    user_reaction: reactionSchema,
    from_user: authorSchema,
    recipe: postRecipeSchema,
    is_challenge_winner: { type: 'boolean' },
    likes_count: { type: 'integer' },
    comments_count: { type: 'integer' },
    /** Set once, when the post reached the challenge's likes; null before (and for ever if never). */
    challenge_id: { type: ['string', 'null'] },
    created_time: { type: 'string', format: 'date-time' },
    attachments: { type: 'array', items: attachmentSchema },
    locale: { type: 'string', enum: LOCALES },
  },
  required: [
    'uuid',
    'title',
    'message',
    'user_reaction',
    'from_user',
    'recipe',
    'is_challenge_winner',
    'likes_count',
    'comments_count',
    'challenge_id',
    'created_time',
    'attachments',
    'locale',
  ],
} as const;

export const postPageSchema = pageOf(postSchema);

/** GET posts: newest first, by recipe, by author (`user`) and by locale. */
export const postListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...communityPageQuery,
    recipe: recordIdSchema,
    user: uuid,
    locale: { type: 'string', enum: LOCALES },
  },
} as const;

export const postParamsSchema = {
  type: 'object',
  properties: { uuid },
  required: ['uuid'],
} as const;

/** POST posts: the photos are attachments uploaded first, 1 to 4, in their order. */
export const postBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: POST_LIMITS.titleMax },
    message: { type: 'string', maxLength: POST_LIMITS.messageMax },
    recipe: recordIdSchema,
    attachments: {
      type: 'array',
      items: uuid,
      minItems: POST_LIMITS.photosMin,
      maxItems: POST_LIMITS.photosMax,
      uniqueItems: true,
    },
    /** The feed the post joins; the request's language when omitted. */
    locale: { type: 'string', enum: LOCALES },
  },
  required: ['title', 'recipe', 'attachments'],
} as const;

/** DELETE posts/{uuid}: the owner's post is gone, with its likes, comments and photos. */
export const postDeletedSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { uuid, deleted: { type: 'boolean', const: true } },
  required: ['uuid', 'deleted'],
} as const;

/**
 * POST likes: one reaction per member and target, which is exactly one of `post` and `comment`;
 * `reaction_type: null` takes the like back.
 */
export const likeBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { reaction_type: reactionSchema, post: uuid, comment: uuid },
  required: ['reaction_type'],
} as const;

export const likeResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reaction_type: reactionSchema,
    post: uuid,
    comment: uuid,
    likes_count: { type: 'integer' },
    /** Posts only: whether the post has won the challenge (this like may be the one). */
    is_challenge_winner: { type: 'boolean' },
  },
  required: ['reaction_type', 'likes_count'],
} as const;

export type Post = FromSchema<typeof postSchema>;
export type PostPage = FromSchema<typeof postPageSchema>;
export type PostBody = FromSchema<typeof postBodySchema>;
export type PostListQuery = FromSchema<typeof postListQuerySchema>;
export type LikeBody = FromSchema<typeof likeBodySchema>;
export type LikeResult = FromSchema<typeof likeResultSchema>;

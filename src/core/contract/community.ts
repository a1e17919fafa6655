import type { FromSchema } from 'json-schema-to-ts';
import { COMMUNITY_PAGE_SIZE } from '../rules';
import { profileSchema } from './accounts';

/**
 * The community family of /v1 (SPEC section 7, under /v1/community/): lists are cursor pages
 * `{results, next}` (`next` is the URL of the following page, with its `cursor`, or null) and one
 * item answers bare, unwrapped, the public profile included. Only the records family (Kinto), the
 * read of many authors by id (the records' `in_id` filter) and the member's own account use the
 * `{data}` envelope.
 */

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

const AUTHOR_FIELDS = [
  'id',
  'user_id',
  'username',
  'first_name',
  'last_name',
  'profile_picture',
  'user_types',
] as const;

const CARD_FIELDS = [...AUTHOR_FIELDS, 'followed_by_viewer'] as const;

/** A member in a followers or following list: ids, username, picture, badges; names if shown. */
export const memberCardSchema = {
  type: 'object',
  properties: pick(profileSchema.properties, CARD_FIELDS),
  required: CARD_FIELDS,
  additionalProperties: false,
} as const;

/** Who wrote a post, a comment or a report: ids, username, picture, badges; names if shown. */
export const authorSchema = {
  type: 'object',
  properties: pick(profileSchema.properties, AUTHOR_FIELDS),
  required: AUTHOR_FIELDS,
  additionalProperties: false,
} as const;

/** A photo sent through POST attachments: the re-encoded picture and its thumbnail (absolute URLs). */
export const attachmentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    media: { type: 'string' },
    media_thumbnail: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
  required: ['uuid', 'media', 'media_thumbnail', 'width', 'height'],
} as const;

/** A reaction (SPEC section 4): `like`, or null for none. */
export const reactionSchema = { type: ['string', 'null'], enum: ['like', null] } as const;

/** The paging controls every community list shares (newest first unless said otherwise). */
export const communityPageQuery = {
  cursor: { type: 'string', maxLength: 200 },
  page_size: { type: 'integer', minimum: 1, maximum: COMMUNITY_PAGE_SIZE.max },
} as const;

/** A community list: `{results, next}`, `next` the URL of the following page or null. */
export function pageOf<const Item extends object>(item: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { results: { type: 'array', items: item }, next: { type: ['string', 'null'] } },
    required: ['results', 'next'],
  } as const;
}

const PUBLIC_FIELDS = [
  ...CARD_FIELDS,
  'profile_pic',
  'cover_image',
  'biography',
  'instagram_profile',
  'tags',
  'followers_count',
  'follows_count',
  'posts_count',
  'authored_recipes_count',
  'count_recipes_favorites',
  'last_recipe_creation_date',
] as const;

/**
 * A member's profile as anyone sees it: the User fields without e-mail, language, country,
 * newsletter or subscription. Fastify drops any field not listed here, so none can leak.
 */
export const publicProfileSchema = {
  type: 'object',
  properties: {
    ...pick(profileSchema.properties, PUBLIC_FIELDS),
    /** Whether the caller blocks this member (their Block/Unblock); false when anonymous. */
    blocked_by_viewer: { type: 'boolean' },
  },
  required: [...PUBLIC_FIELDS, 'blocked_by_viewer'],
  additionalProperties: false,
} as const;

/** A member by id or by username (public profile URLs carry either). */
export const userParamsSchema = {
  type: 'object',
  properties: { userId: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['userId'],
} as const;

/** Authors by id, as the records filter `in_id` names them: comma-separated, at most AUTHORS_MAX_IDS. */
export const authorsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { in_id: { type: 'string', minLength: 1, maxLength: 10_000 } },
  required: ['in_id'],
} as const;

/** The authors of the ids asked, in no set order; an unknown or deleted member is left out. */
export const authorListSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { data: { type: 'array', items: authorSchema } },
  required: ['data'],
} as const;

export const FOLLOW_PAGE_SIZE = { default: 20, max: 50 } as const;

export const followPageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...communityPageQuery,
    page_size: { ...communityPageQuery.page_size, maximum: FOLLOW_PAGE_SIZE.max },
  },
} as const;

export const followPageSchema = pageOf(memberCardSchema);

export const followBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: { user: { type: 'string', format: 'uuid' } },
} as const;

export const unfollowParamsSchema = {
  type: 'object',
  properties: { user_id: { type: 'string', format: 'uuid' } },
  required: ['user_id'],
} as const;

/** What a follow or unfollow leaves: the followed member, whether the caller follows, their count. */
export const followResultSchema = {
  type: 'object',
  properties: {
    user: { type: 'string' },
    followed_by_viewer: { type: 'boolean' },
    followers_count: { type: 'integer' },
  },
  required: ['user', 'followed_by_viewer', 'followers_count'],
} as const;

/** `follower`: who follows the member; `following`: whom the member follows (SPEC section 7). */
export const FOLLOW_DIRECTIONS = ['follower', 'following'] as const;
export type FollowDirection = (typeof FOLLOW_DIRECTIONS)[number];

export type PublicProfile = FromSchema<typeof publicProfileSchema>;
export type Author = FromSchema<typeof authorSchema>;
export type AuthorList = FromSchema<typeof authorListSchema>;
export type Attachment = FromSchema<typeof attachmentSchema>;
export type Reaction = FromSchema<typeof reactionSchema>;
export type MemberCard = FromSchema<typeof memberCardSchema>;
export type FollowPage = FromSchema<typeof followPageSchema>;
export type FollowResult = FromSchema<typeof followResultSchema>;

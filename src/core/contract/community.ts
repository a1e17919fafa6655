import type { FromSchema } from 'json-schema-to-ts';
import { profileSchema } from './accounts';

/**
 * The community family of /v1 (SPEC section 7, under /v1/community/): lists are cursor pages
 * `{results, next}` (`next` is the URL of the following page, with its `cursor`, or null) and one
 * item answers bare, unwrapped, the public profile included. Only the records family (Kinto) and
 * the member's own account use the `{data}` envelope.
 */

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

const CARD_FIELDS = [
  'id',
  'user_id',
  'username',
  'first_name',
  'last_name',
  'profile_picture',
  'user_types',
  'followed_by_viewer',
] as const;

/** A member in a followers or following list: ids, username, picture, badges; names if shown. */
export const memberCardSchema = {
  type: 'object',
  properties: pick(profileSchema.properties, CARD_FIELDS),
  required: CARD_FIELDS,
  additionalProperties: false,
} as const;

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
  properties: pick(profileSchema.properties, PUBLIC_FIELDS),
  required: PUBLIC_FIELDS,
  additionalProperties: false,
} as const;

/** A member by id or by username (public profile URLs carry either). */
export const userParamsSchema = {
  type: 'object',
  properties: { userId: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['userId'],
} as const;

export const FOLLOW_PAGE_SIZE = { default: 20, max: 50 } as const;

export const followPageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cursor: { type: 'string', maxLength: 200 },
    page_size: { type: 'integer', minimum: 1, maximum: FOLLOW_PAGE_SIZE.max },
  },
} as const;

export const followPageSchema = {
  type: 'object',
  properties: { results: { type: 'array', items: memberCardSchema }, next: { type: ['string', 'null'] } },
  required: ['results', 'next'],
} as const;

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
export type MemberCard = FromSchema<typeof memberCardSchema>;
export type FollowPage = FromSchema<typeof followPageSchema>;
export type FollowResult = FromSchema<typeof followResultSchema>;

import { LOCALES } from '../../src/core/locales/locales';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../src/core/accounts/validation';

/** Tags a member can show on their profile; their names come from the catalogues. */
export const USER_TAGS = ['home-cook', 'pastry-lover', 'veggie', 'parent', 'student', 'foodie', 'chef', 'healthy'] as const;

export const emailField = { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
export const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
export const nameField = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

export const tokenResponse = { type: 'object', properties: { access_token: { type: 'string' } }, required: ['access_token'] } as const;
export const messageResponse = { type: 'object', properties: { message: { type: 'string' } } } as const;

/** Every User field of SPEC section 3, counts defaulting to 0. */
export const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    user_id: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    profile_picture: { type: ['string', 'null'] },
    profile_pic: { type: ['string', 'null'] },
    cover_image: { type: ['string', 'null'] },
    last_modified: { type: 'integer' },
    is_premium: { type: 'boolean' },
    posts_count: { type: 'integer' },
    followed_by_viewer: { type: 'boolean' },
    followers_count: { type: 'integer' },
    follows_count: { type: 'integer' },
    count_recipes_favorites: { type: 'integer' },
    authored_recipes_count: { type: 'integer' },
    biography: { type: 'string' },
    instagram_profile: { type: 'string' },
    user_types: { type: 'array', items: { type: 'string' } },
    tags: { type: 'array', items: { type: 'string' } },
    chosen_lang: { type: ['string', 'null'] },
    chosen_country: { type: ['string', 'null'] },
    last_recipe_creation_date: { type: ['string', 'null'] },
    is_optin_newsletter: { type: 'boolean' },
    /** The member's choice: first and last name on the public profile (else empty there). */
    show_full_name: { type: 'boolean' },
    email_validated: { type: 'boolean' },
    pending_email: { type: ['string', 'null'] },
  },
} as const;

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

const CARD_FIELDS = ['id', 'user_id', 'username', 'first_name', 'last_name', 'profile_picture', 'user_types', 'followed_by_viewer'] as const;

/** A member in a followers or following list. */
export const memberCardSchema = { type: 'object', properties: pick(profileSchema.properties, CARD_FIELDS), required: CARD_FIELDS } as const;

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
export const publicProfileSchema = { type: 'object', properties: pick(profileSchema.properties, PUBLIC_FIELDS), required: PUBLIC_FIELDS } as const;

export const profilePatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        first_name: nameField,
        last_name: nameField,
        username: { type: 'string', maxLength: 30, pattern: '^$|^[a-zA-Z0-9_.-]{2,30}$' },
        biography: { type: 'string', maxLength: 500 },
        instagram_profile: { type: 'string', maxLength: 60, pattern: '^$|^@?[a-zA-Z0-9_.]{1,30}$' },
        chosen_lang: { type: ['string', 'null'], enum: [...LOCALES, null] },
        chosen_country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
        is_optin_newsletter: { type: 'boolean' },
        show_full_name: { type: 'boolean' },
        tags: { type: 'array', maxItems: USER_TAGS.length, uniqueItems: true, items: { type: 'string', enum: USER_TAGS } },
      },
    },
  },
} as const;

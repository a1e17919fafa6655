import type { FromSchema } from 'json-schema-to-ts';
import {
  BIOGRAPHY_MAX_LENGTH,
  COUNTRY_PATTERN_SOURCE,
  EMAIL_MAX_LENGTH,
  INSTAGRAM_MAX_LENGTH,
  INSTAGRAM_PATTERN_SOURCE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN_SOURCE,
} from '../accounts/validation';
import { USER_TAGS } from '../accounts/user-tags';
import { LANGUAGES, LOCALES } from '../locales/locales';

/**
 * The account family of /v1 (SPEC section 7, Account and profile): /v1/email/*, /v1/profile*,
 * /v1/user-tags. Records of the member answer in the `{data}` envelope, account actions answer
 * `{access_token}` or `{message}`. The rules a schema cannot say (the password policy, the name
 * characters, reserved usernames) live beside these limits in src/core/accounts/validation.ts.
 */

export const emailField = { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
/** Any password is accepted at login; a new one is held to the policy by the handler (errno 107). */
export const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
export const nameField = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;
export const usernameField = {
  type: 'string',
  maxLength: USERNAME_MAX_LENGTH,
  pattern: USERNAME_PATTERN_SOURCE,
} as const;
export const biographyField = { type: 'string', maxLength: BIOGRAPHY_MAX_LENGTH } as const;
export const instagramField = {
  type: 'string',
  maxLength: INSTAGRAM_MAX_LENGTH,
  pattern: INSTAGRAM_PATTERN_SOURCE,
} as const;
/** A link's secret: an activation key or an e-mail change key. */
const linkKeyField = { type: 'string', minLength: 10, maxLength: 100 } as const;

/** `?lang=`: a locale or a content language (tag names, public profiles). */
export const langQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: [...new Set<string>([...LOCALES, ...LANGUAGES])] } },
} as const;

export const tokenResponseSchema = {
  type: 'object',
  properties: { access_token: { type: 'string' } },
  required: ['access_token'],
} as const;

export const messageResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** SPEC section 7: credentials plus is_optin_newsletter; names are optional. */
export const signupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: emailField,
    password: passwordField,
    first_name: nameField,
    last_name: nameField,
    is_optin_newsletter: { type: 'boolean' },
  },
} as const;

/** `otp`: the authenticator's 6-digit code, or a recovery code, for accounts with a second factor. */
export const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email: emailField, password: passwordField, otp: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

/** The current password (reauth) or a new one (reset). */
export const passwordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: passwordField },
} as const;

/** send-reset, e-mail change, and account deletion (the address typed again). */
export const emailBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailField },
} as const;

export const validateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['auth_id', 'activation_key'],
  properties: { auth_id: { type: 'string', format: 'uuid' }, activation_key: linkKeyField },
} as const;

/**
 * The validation link's answer. `password_token` when the address was confirmed by someone who had
 * not signed in to the account: the password chosen before (maybe by someone else) no longer
 * works, and this token sets the owner's (POST /v1/email/reset, as a mailed reset link's would).
 */
export const validateResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, password_token: { type: 'string' } },
  required: ['message'],
} as const;

export const emailConfirmBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: { key: linkKeyField },
} as const;

const nullableString = { type: ['string', 'null'] } as const;
/** The site locale the member chose (mails and notifications speak it), or none yet. */
const chosenLangField = { type: ['string', 'null'], enum: [...LOCALES, null] } as const;

/** Every User field of SPEC section 3 as the member reads their own profile, counts defaulting to 0. */
export const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    user_id: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    profile_picture: nullableString,
    profile_pic: nullableString,
    cover_image: nullableString,
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
    /** Badges (creator, tester, animator, the brand's staff); SPEC section 3. */
    user_types: { type: 'array', items: { type: 'string' } },
    /** Ids of USER_TAGS; a string here, so a tag retired later never breaks a stored profile. */
    tags: { type: 'array', items: { type: 'string' } },
    chosen_lang: chosenLangField,
    chosen_country: nullableString,
    last_recipe_creation_date: nullableString,
    is_optin_newsletter: { type: 'boolean' },
    /** The member's choice: first and last name on the public profile (else empty there). */
    show_full_name: { type: 'boolean' },
    email_validated: { type: 'boolean' },
    pending_email: nullableString,
  },
  required: [
    'id',
    'user_id',
    'email',
    'first_name',
    'last_name',
    'username',
    'profile_picture',
    'profile_pic',
    'cover_image',
    'last_modified',
    'is_premium',
    'posts_count',
    'followed_by_viewer',
    'followers_count',
    'follows_count',
    'count_recipes_favorites',
    'authored_recipes_count',
    'biography',
    'instagram_profile',
    'user_types',
    'tags',
    'chosen_lang',
    'chosen_country',
    'last_recipe_creation_date',
    'is_optin_newsletter',
    'show_full_name',
    'email_validated',
    'pending_email',
  ],
  additionalProperties: false,
} as const;

export const profileResponseSchema = {
  type: 'object',
  properties: { data: profileSchema },
  required: ['data'],
} as const;

/** The fields a member changes in PATCH /v1/profile (`{data: {...}}`, at least one). */
export const profilePatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    first_name: nameField,
    last_name: nameField,
    username: usernameField,
    biography: biographyField,
    instagram_profile: instagramField,
    chosen_lang: chosenLangField,
    chosen_country: { type: ['string', 'null'], pattern: COUNTRY_PATTERN_SOURCE },
    is_optin_newsletter: { type: 'boolean' },
    show_full_name: { type: 'boolean' },
    tags: { type: 'array', maxItems: USER_TAGS.length, uniqueItems: true, items: { type: 'string', enum: USER_TAGS } },
  },
} as const;

export const profilePatchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: profilePatchSchema },
} as const;

export const userTagsResponseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', enum: USER_TAGS }, name: { type: 'string' } },
        required: ['id', 'name'],
      },
    },
  },
  required: ['data'],
} as const;

/** A live session of the member (GET /v1/sessions): only these fields, never the token's hash. */
export const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: 'string', format: 'date-time' },
    user_agent: { type: 'string' },
    current: { type: 'boolean' },
  },
  required: ['id', 'created_at', 'last_used_at', 'user_agent', 'current'],
} as const;

export const sessionListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: sessionSchema } },
  required: ['data'],
} as const;

export type SignupBody = FromSchema<typeof signupBodySchema>;
export type LoginBody = FromSchema<typeof loginBodySchema>;
export type ValidateBody = FromSchema<typeof validateBodySchema>;
export type TokenResponse = FromSchema<typeof tokenResponseSchema>;
export type MessageResponse = FromSchema<typeof messageResponseSchema>;
export type ValidateResponse = FromSchema<typeof validateResponseSchema>;
/** The member's own profile (GET /v1/profile's `data`). */
export type Profile = FromSchema<typeof profileSchema>;
export type ProfilePatch = FromSchema<typeof profilePatchSchema>;
/** `current` is the session making the call. */
export type MemberSession = FromSchema<typeof sessionSchema>;
export type SessionList = FromSchema<typeof sessionListSchema>;
export type UserTagName = FromSchema<typeof userTagsResponseSchema>['data'][number];

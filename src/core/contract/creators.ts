import type { FromSchema } from 'json-schema-to-ts';
import { CREATOR_ANSWER_MAX, CREATOR_QUESTIONS } from '../rules';
import { authorSchema, communityPageQuery, pageOf } from './community';
import { uuid, nullableText, dateTime, nullableDateTime } from './community-recipe-fields';

// The creators programme.

/** GET creators: members with the creator badge or a validated recipe, most recipes first. */
export const creatorSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...authorSchema.properties,
    biography: { type: 'string' },
    authored_recipes_count: { type: 'integer' },
    followers_count: { type: 'integer' },
  },
  required: [...authorSchema.required, 'biography', 'authored_recipes_count', 'followers_count'],
} as const;

export const creatorPageSchema = pageOf(creatorSchema);

/** GET creators?q: `q` keeps the members whose username or shown name holds it (case and accents ignored). */
export const creatorListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...communityPageQuery, q: { type: 'string', maxLength: 80 } },
} as const;

/** GET creators/terms: the version in force and what the caller accepted (nulls when anonymous). */
export const creatorTermsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    accepted_version: nullableText,
    accepted_time: nullableDateTime,
  },
  required: ['version', 'accepted_version', 'accepted_time'],
} as const;

/** POST creators/terms: the version the member read and accepts (it must be the one in force). */
export const creatorTermsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { version: { type: 'string', maxLength: 40 } },
  required: ['version'],
} as const;

const answer = { type: 'string', maxLength: CREATOR_ANSWER_MAX } as const;

/** POST creators/questionnaire: one answer per question of CREATOR_QUESTIONS (choices by key). */
export const creatorQuestionnaireBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    answers: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(CREATOR_QUESTIONS.map((q) => [q.key, answer])) as Record<
        (typeof CREATOR_QUESTIONS)[number]['key'],
        typeof answer
      >,
    },
  },
  required: ['answers'],
} as const;

export const creatorQuestionnaireSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: uuid,
    member: authorSchema,
    answers: { type: 'object', additionalProperties: { type: 'string' } },
    created_time: dateTime,
  },
  required: ['id', 'member', 'answers', 'created_time'],
} as const;

export const creatorQuestionnairePageSchema = pageOf(creatorQuestionnaireSchema);

/** GET creators/questionnaires (moderators and staff): newest first. */
export const creatorQuestionnaireListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: communityPageQuery,
} as const;

export type Creator = FromSchema<typeof creatorSchema>;
export type CreatorPage = FromSchema<typeof creatorPageSchema>;
export type CreatorTerms = FromSchema<typeof creatorTermsSchema>;
export type CreatorQuestionnaireBody = FromSchema<typeof creatorQuestionnaireBodySchema>;
export type CreatorQuestionnaire = FromSchema<typeof creatorQuestionnaireSchema>;
export type CreatorQuestionnairePage = FromSchema<typeof creatorQuestionnairePageSchema>;

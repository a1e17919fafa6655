import type { FromSchema } from 'json-schema-to-ts';
import { MODERATION_DECISIONS } from '../recipes/recipe-status';
import { COMMUNITY_RECIPE_LIMITS as LIMITS } from '../rules';
import { authorSchema, communityPageQuery } from './community';
import { uuid, nullableText, dateTime, status, words } from './community-recipe-fields';
import { communityRecipeSchema } from './community-recipe-shape';

// Moderation: moderators and staff.

/** GET moderation/recipes: the queue, oldest submission first (submitted and reported by default). */
export const moderationQueueQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...communityPageQuery, status },
} as const;

export const moderationDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    decision: { type: 'string', enum: [...MODERATION_DECISIONS, 'report', 'submit'] },
    from_status: status,
    to_status: status,
    reason: nullableText,
    /** The moderator (or reporting member, or author); null once their account is gone. */
    by: { anyOf: [authorSchema, { type: 'null' }] },
    created_time: dateTime,
  },
  required: ['id', 'decision', 'from_status', 'to_status', 'reason', 'by', 'created_time'],
} as const;

/** One recipe as moderators open it: the recipe, its history of decisions and its open reports. */
export const moderatedRecipeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipe: communityRecipeSchema,
    decisions: { type: 'array', items: moderationDecisionSchema },
    reports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: uuid, message: { type: 'string' }, created_time: dateTime },
        required: ['id', 'message', 'created_time'],
      },
    },
  },
  required: ['recipe', 'decisions', 'reports'],
} as const;

/** POST moderation/recipes/{uuid}/decisions: validate, or refuse or block with a reason. */
export const moderationDecisionBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    decision: { type: 'string', enum: MODERATION_DECISIONS },
    reason: words(LIMITS.refusalReasonMax),
  },
  required: ['decision'],
} as const;

export type ModeratedRecipe = FromSchema<typeof moderatedRecipeSchema>;
export type ModerationDecisionBody = FromSchema<typeof moderationDecisionBodySchema>;

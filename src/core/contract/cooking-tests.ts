import type { FromSchema } from 'json-schema-to-ts';
import { COOKING_TEST_STAGES } from '../rules';
import { authorSchema, communityPageQuery, pageOf } from './community';
import { uuid, dateTime } from './community-recipe-fields';
import { communityRecipeSummarySchema } from './community-recipe-shape';

// Cooking tests: moderators ask a tester to cook a submitted recipe before deciding.

export const cookingTestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: uuid,
    recipe: communityRecipeSummarySchema,
    tester: authorSchema,
    stage: { type: 'string', enum: COOKING_TEST_STAGES },
    updated_time: dateTime,
  },
  required: ['id', 'recipe', 'tester', 'stage', 'updated_time'],
} as const;

export const cookingTestPageSchema = pageOf(cookingTestSchema);

/** GET recipe-tests: the caller's tests as a tester, newest first; a moderator may ask for one recipe's. */
export const cookingTestListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...communityPageQuery, recipe: uuid },
} as const;

/** POST recipe-tests (moderators): ask a member with the tester badge to cook a recipe. */
export const newCookingTestBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipe: uuid, tester: uuid },
  required: ['recipe', 'tester'],
} as const;

/** PATCH recipe-tests/{id} (the tester): where the test stands. */
export const cookingTestPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { stage: { type: 'string', enum: COOKING_TEST_STAGES } },
  required: ['stage'],
} as const;

export const cookingTestParamsSchema = {
  type: 'object',
  properties: { id: uuid },
  required: ['id'],
} as const;

export type CookingTest = FromSchema<typeof cookingTestSchema>;

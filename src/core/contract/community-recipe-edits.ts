import type { FromSchema } from 'json-schema-to-ts';
import {
  COMMUNITY_RECIPE_LIMITS as LIMITS,
  COMMUNITY_RECIPE_SOURCES,
  DIETS,
  DIFFICULTIES,
  INGREDIENT_UNITS,
} from '../rules';
import { uuid, minutes, termKey, words } from './community-recipe-fields';
import { communityRecipeQuerySchema } from './community-recipe-shape';

// What a member sends to write their community recipe, piece by piece (SPEC section 6).

/** POST community-recipes (the title modal): a title; the recipe is written in the request's language. */
export const newCommunityRecipeBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: words(LIMITS.titleMax),
    source: { type: 'string', enum: COMMUNITY_RECIPE_SOURCES },
    /** The content language (or a locale of it); the request's Accept-Language when left out. */
    language: communityRecipeQuerySchema.properties.lang,
  },
  required: ['title'],
} as const;

/**
 * PATCH community-recipes/{uuid} as JSON: any of these fields, and `status` to move it (submitted
 * is "publish", private keeps it for oneself). The cover photo is the same PATCH as multipart
 * (one `picture` file part).
 */
export const communityRecipePatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    title: words(LIMITS.titleMax),
    description: { type: 'string', maxLength: LIMITS.descriptionMax },
    numberOfPeople: { type: ['integer', 'null'], minimum: 0, maximum: LIMITS.servingsMax },
    difficulty: { type: ['string', 'null'], enum: [...DIFFICULTIES, null] },
    preparation_time: minutes,
    cooking_time: minutes,
    resting_time: minutes,
    status: { type: 'string', enum: ['submitted', 'private'] },
  },
} as const;

/** PATCH community-recipe-categories/{uuid}: the categories in order (the first is the catalogue's). */
export const communityCategoriesBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    categories: { type: 'array', items: termKey, maxItems: LIMITS.categoriesMax, uniqueItems: true },
  },
  required: ['categories'],
} as const;

/** PATCH community-recipe-diets/{uuid}: the SPEC's body repeats the recipe's uuid. */
export const communityDietsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    suitable_for_diets: { type: 'array', items: { type: 'string', enum: DIETS }, uniqueItems: true },
  },
  required: ['suitable_for_diets'],
} as const;

/** POST community-recipe-ingredients: a catalogue ingredient (`ingredient`) or free text (`name`), quantity required. */
export const newCommunityIngredientBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipe: uuid,
    ingredient: termKey,
    name: words(LIMITS.ingredientNameMax),
    quantity: { type: 'number', exclusiveMinimum: 0, maximum: LIMITS.quantityMax },
    unit: { type: ['string', 'null'], enum: [...INGREDIENT_UNITS, null] },
  },
  required: ['recipe', 'quantity'],
} as const;

export const newCommunityKitchenwareBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipe: uuid, name: words(LIMITS.kitchenwareNameMax) },
  required: ['recipe', 'name'],
} as const;

/** POST community-recipe-steps: appended last (at most 6 steps). */
export const newCommunityStepBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipe: uuid,
    description: { type: 'string', maxLength: LIMITS.stepDescriptionMax },
    ingredients: { type: 'array', items: uuid, maxItems: LIMITS.ingredientsMax, uniqueItems: true },
  },
  required: ['recipe'],
} as const;

/**
 * PATCH community-recipe-steps/{uuid} as JSON: its words, its ingredients, or its place
 * (`position`, 0-based: the other steps close up around it). The picture is the same PATCH with
 * a raw multipart body (the SPEC's client sends no explicit content type of its own).
 */
export const communityStepPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    description: newCommunityStepBodySchema.properties.description,
    ingredients: newCommunityStepBodySchema.properties.ingredients,
    position: { type: 'integer', minimum: 0, maximum: 5 },
  },
} as const;

export const communityRecipeDeletedSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { uuid, deleted: { type: 'boolean', const: true } },
  required: ['uuid', 'deleted'],
} as const;

export type CommunityRecipePatch = FromSchema<typeof communityRecipePatchSchema>;
export type NewCommunityRecipe = FromSchema<typeof newCommunityRecipeBodySchema>;
export type NewCommunityIngredient = FromSchema<typeof newCommunityIngredientBodySchema>;
export type NewCommunityStep = FromSchema<typeof newCommunityStepBodySchema>;
export type CommunityStepPatch = FromSchema<typeof communityStepPatchSchema>;

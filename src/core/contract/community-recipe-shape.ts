import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, LOCALES } from '../locales/locales';
import { PUBLISHING_PROBLEMS } from '../recipes/community-recipe-rules';
import { RECIPE_ACTIONS } from '../recipes/recipe-status';
import { COMMUNITY_RECIPE_SOURCES, DIETS, DIFFICULTIES, INGREDIENT_UNITS } from '../rules';
import { authorSchema, communityPageQuery, pageOf } from './community';
import { uuid, nullableText, dateTime, nullableDateTime, status } from './community-recipe-fields';

/** A community recipe as the API answers it, its lines and lists, and the queries that read them. */

export const communityRecipeParamsSchema = {
  type: 'object',
  properties: { uuid },
  required: ['uuid'],
} as const;

/** An ingredient line: a catalogue ingredient (`ingredient`, its name here) or free text (`ingredient` null). */
export const communityIngredientSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    ingredient: { type: ['string', 'null'] },
    name: { type: 'string' },
    quantity: { type: ['number', 'null'] },
    unit: { type: ['string', 'null'], enum: [...INGREDIENT_UNITS, null] },
  },
  required: ['uuid', 'ingredient', 'name', 'quantity', 'unit'],
} as const;

export const communityKitchenwareSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { uuid, name: { type: 'string' } },
  required: ['uuid', 'name'],
} as const;

/** A step, in order: its instructions, the ingredient lines it uses (their uuids), its picture URL. */
export const communityStepSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    position: { type: 'integer' },
    description: { type: 'string' },
    ingredients: { type: 'array', items: uuid },
    picture: nullableText,
  },
  required: ['uuid', 'position', 'description', 'ingredients', 'picture'],
} as const;

/** A rule the recipe breaks now (what submitting would answer), for the form to show early. */
export const publishingProblemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    field: { type: 'string' },
    code: { type: 'string', enum: Object.keys(PUBLISHING_PROBLEMS) as (keyof typeof PUBLISHING_PROBLEMS)[] },
    message: { type: 'string' },
  },
  required: ['field', 'code', 'message'],
} as const;

/** The catalogue's copy of a validated recipe: where it is published (null while never validated). */
export const publishedVersionSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, language: { type: 'string' }, url_slug: { type: 'string' } },
  required: ['id', 'language', 'url_slug'],
} as const;

/** One community recipe as its author (or a moderator, or its tester) sees it. */
export const communityRecipeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    title: { type: 'string' },
    source: { type: 'string', enum: COMMUNITY_RECIPE_SOURCES },
    language: { type: 'string', enum: LANGUAGES },
    description: { type: 'string' },
    /** The cover photo (absolute URL) and its thumbnail; null until one is uploaded. */
    picture: nullableText,
    picture_thumbnail: nullableText,
    status,
    /** Why moderators refused or blocked it; null otherwise. */
    refusal_reason: nullableText,
    categories: { type: 'array', items: { type: 'string' } },
    suitable_for_diets: { type: 'array', items: { type: 'string', enum: DIETS } },
    numberOfPeople: { type: ['integer', 'null'] },
    difficulty: { type: ['string', 'null'], enum: [...DIFFICULTIES, null] },
    preparation_time: { type: 'integer' },
    cooking_time: { type: 'integer' },
    resting_time: { type: 'integer' },
    total_time: { type: 'integer' },
    ingredients: { type: 'array', items: communityIngredientSchema },
    kitchenware: { type: 'array', items: communityKitchenwareSchema },
    steps: { type: 'array', items: communityStepSchema },
    author: authorSchema,
    published: publishedVersionSchema,
    /** What submitting would refuse now; empty when the recipe may be submitted. */
    problems: { type: 'array', items: publishingProblemSchema },
    /** What the caller may do now (the state machine's moves for them). */
    actions: { type: 'array', items: { type: 'string', enum: RECIPE_ACTIONS } },
    created_time: dateTime,
    updated_time: dateTime,
    submitted_time: nullableDateTime,
  },
  required: [
    'uuid',
    'title',
    'source',
    'language',
    'description',
    'picture',
    'picture_thumbnail',
    'status',
    'refusal_reason',
    'categories',
    'suitable_for_diets',
    'numberOfPeople',
    'difficulty',
    'preparation_time',
    'cooking_time',
    'resting_time',
    'total_time',
    'ingredients',
    'kitchenware',
    'steps',
    'author',
    'published',
    'problems',
    'actions',
    'created_time',
    'updated_time',
    'submitted_time',
  ],
} as const;

/** A line of "My recipes" and of the moderation queue. */
export const communityRecipeSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uuid,
    title: { type: 'string' },
    language: { type: 'string', enum: LANGUAGES },
    picture_thumbnail: nullableText,
    status,
    refusal_reason: nullableText,
    author: authorSchema,
    published: publishedVersionSchema,
    /** Open reports of this recipe (the queue shows them; 0 for its author's list). */
    reports_count: { type: 'integer' },
    updated_time: dateTime,
    submitted_time: nullableDateTime,
  },
  required: [
    'uuid',
    'title',
    'language',
    'picture_thumbnail',
    'status',
    'refusal_reason',
    'author',
    'published',
    'reports_count',
    'updated_time',
    'submitted_time',
  ],
} as const;

export const communityRecipePageSchema = pageOf(communityRecipeSummarySchema);

/** GET community-recipes: the caller's own recipes, newest change first, by status if asked. */
export const communityRecipeListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...communityPageQuery, status },
} as const;

/** GET community-recipes/{uuid}?lang: `lang` names the language of category and ingredient names. */
export const communityRecipeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: [...new Set<string>([...LOCALES, ...LANGUAGES])] } },
} as const;

export type CommunityRecipe = FromSchema<typeof communityRecipeSchema>;
export type CommunityRecipeSummary = FromSchema<typeof communityRecipeSummarySchema>;
export type CommunityRecipePage = FromSchema<typeof communityRecipePageSchema>;
export type CommunityIngredient = FromSchema<typeof communityIngredientSchema>;
export type CommunityStep = FromSchema<typeof communityStepSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';
import { VERTICALS } from '../locales/routes';
import { ACCESS_MODES, DIETS, DIFFICULTIES, STEPS_PER_RECIPE } from '../rules';
import { listOf, projectedOf, recordIdSchema, recordsQuerySchema } from './records';

/**
 * The recipes family of /v1 (SPEC sections 3 and 7), in the records protocol: the catalogue's
 * recipe record and the staff's publish body. The member's favourites and history are in
 * `member-recipes.ts`, books and their codes in `books.ts`.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const texts = { type: 'array', items: text } as const;

/** A catalogue bucket: one per locale (locales of one language share their records). */
export const bucketParamsSchema = {
  type: 'object',
  properties: { bucket: { type: 'string', enum: LOCALES } },
  required: ['bucket'],
} as const;

export const recordParamsSchema = {
  type: 'object',
  properties: { bucket: bucketParamsSchema.properties.bucket, id: recordIdSchema },
  required: ['bucket', 'id'],
} as const;

/** One line of a recipe's ingredients; `ingredient` is the taxonomy key, `name` its words here. */
export const recipeIngredientSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ingredient: text, name: text, quantity: { type: ['number', 'null'] }, unit: nullableText },
  required: ['ingredient', 'name', 'quantity', 'unit'],
} as const;

/** A step: its instructions, the ingredient keys it uses, its picture (`/images/...`) if any. */
export const recipeStepSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { description: text, ingredients: texts, picture: nullableText },
  required: ['description', 'ingredients', 'picture'],
} as const;

/**
 * A recipe of one language, as the catalogue answers it. A locked recipe (premium or book-only,
 * SPEC section 4) keeps its summary but comes without `ingredients` and `steps`.
 */
export const recipeRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: text,
    last_modified: integer,
    language: text,
    url_slug: text,
    vertical: { type: 'string', enum: VERTICALS },
    category: text,
    origin: text,
    diets: { type: 'array', items: { type: 'string', enum: DIETS } },
    numberOfPeople: integer,
    difficulty: { type: 'string', enum: DIFFICULTIES },
    total_time: integer,
    preparation_time: integer,
    cooking_time: integer,
    resting_time: integer,
    viewCount: integer,
    ratings_count: integer,
    /** The mean of the members' stars, to one decimal; null while ratings_count is 0. */
    rating_average: { type: ['number', 'null'] },
    posts_count: integer,
    access_mode: { type: 'string', enum: ACCESS_MODES },
    status: text,
    has_video: { type: 'boolean' },
    title: text,
    subtitle: text,
    description: text,
    palette: texts,
    kitchenware: texts,
    ingredients: { type: 'array', items: recipeIngredientSchema },
    steps: { type: 'array', items: recipeStepSchema },
    locked: { type: 'boolean' },
    step_by_step: { type: 'boolean' },
    author: nullableText,
    web_cover: nullableText,
    web_cover_thumbnail: nullableText,
    video: nullableText,
  },
  required: [
    'id',
    'last_modified',
    'language',
    'url_slug',
    'vertical',
    'category',
    'origin',
    'diets',
    'numberOfPeople',
    'difficulty',
    'total_time',
    'preparation_time',
    'cooking_time',
    'resting_time',
    'viewCount',
    'ratings_count',
    'rating_average',
    'posts_count',
    'access_mode',
    'status',
    'has_video',
    'title',
    'subtitle',
    'description',
    'palette',
    'kitchenware',
    'locked',
    'step_by_step',
    'author',
    'web_cover',
    'web_cover_thumbnail',
    'video',
  ],
} as const;

export type RecipeRecord = FromSchema<typeof recipeRecordSchema>;
export type RecipeIngredientLine = FromSchema<typeof recipeIngredientSchema>;
export type RecipeStep = FromSchema<typeof recipeStepSchema>;

/** A recipe record as `_fields` leaves it: what a list of cards asks for. */
export const recipeFieldsSchema = projectedOf(recipeRecordSchema);

/** The catalogue's list: records, or what `_fields` kept of them. Site and build read this. */
export const recipeListSchema = listOf(recipeFieldsSchema);
export type RecipeRecordList = FromSchema<typeof recipeListSchema>;

/**
 * GET .../collections/recipes/ingredient-keys: the ingredient ids (those the taxonomy names) of
 * every published recipe of the bucket's language, locked ones too (what `contains_ingredients`
 * filters on is public), by recipe id. The build makes the ingredient pages from it in one read
 * instead of one search an ingredient.
 */
export const recipeIngredientKeysSchema = {
  type: 'object',
  properties: {
    data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['data'],
  additionalProperties: false,
} as const;
export type RecipeIngredientKeys = FromSchema<typeof recipeIngredientKeysSchema>['data'];

/** The catalogue list's query: the records controls, plus `q`, a search in the bucket's language. */
export const recipeListQuerySchema = {
  ...recordsQuerySchema,
  properties: { ...recordsQuerySchema.properties, q: { type: 'string', maxLength: 200 } },
} as const;

const words = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const minutes = { type: 'integer', minimum: 0, maximum: 10_000 } as const;
const key = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;

/**
 * A recipe as staff publish it into a locale's language. The rules beyond shapes (servings and
 * duration above 0, a slug that is no universe, 1 to 6 steps) are `recipeProblems` in src/core.
 */
export const recipeInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'url_slug',
    'vertical',
    'category',
    'origin',
    'numberOfPeople',
    'difficulty',
    'preparation_time',
    'title',
    'ingredients',
    'steps',
  ],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' },
    url_slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 },
    vertical: { type: 'string', enum: VERTICALS },
    category: key,
    origin: key,
    diets: { type: 'array', items: { type: 'string', enum: DIETS }, uniqueItems: true },
    numberOfPeople: { type: 'integer', minimum: 0, maximum: 100 },
    difficulty: { type: 'string', enum: DIFFICULTIES },
    preparation_time: minutes,
    cooking_time: minutes,
    resting_time: minutes,
    access_mode: { type: 'string', enum: ACCESS_MODES },
    /** A video of ours is linked to it (`/v1/videos`); without it, whether `video` is given. */
    has_video: { type: 'boolean' },
    title: words(200),
    subtitle: { type: 'string', maxLength: 300 },
    description: { type: 'string', maxLength: 3000 },
    palette: { type: 'array', items: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, maxItems: 3 },
    video: { type: 'string', pattern: '^(https://|/)[^\\s"<>]{1,500}$' },
    kitchenware: { type: 'array', items: words(100), maxItems: 20 },
    ingredients: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ingredient', 'name'],
        properties: {
          ingredient: key,
          name: words(120),
          quantity: { type: ['number', 'null'], minimum: 0 },
          unit: { type: ['string', 'null'], maxLength: 20 },
        },
      },
    },
    steps: {
      type: 'array',
      // One more than the rule allows, so the rule (not the shape) names the problem.
      maxItems: STEPS_PER_RECIPE.max + 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        properties: {
          description: words(2000),
          ingredients: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 60 },
        },
      },
    },
  },
} as const;

export type RecipeInput = FromSchema<typeof recipeInputSchema>;

export const publishRecipeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: recipeInputSchema },
} as const;

import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../locales/locales';
import { VERTICALS } from '../locales/routes';
import { ACCESS_MODES, DIETS, DIFFICULTIES, STEPS_PER_RECIPE } from '../rules';
import { listOf, projectedOf, recordIdSchema, recordsQuerySchema } from './records';

/**
 * The recipes family of /v1 (SPEC sections 3 and 7), in the records protocol: the catalogue's
 * recipe record, the staff's publish body, and the member's `default` bucket collections
 * (favourites, unlocked books) with the book codes that open them.
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

/** A favourite in the member's `saved-recipes` collection: the recipe's id, when it was saved. */
export const favouriteRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: recordIdSchema, last_modified: integer },
  required: ['id', 'last_modified'],
} as const;

export type FavouriteRecord = FromSchema<typeof favouriteRecordSchema>;

export const favouriteParamsSchema = {
  type: 'object',
  properties: { recipeId: recordIdSchema },
  required: ['recipeId'],
} as const;

/** PUT takes no data of its own: an empty body, `{}`, or `{data: {}}` (Kinto clients send the id). */
export const favouriteBodySchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      properties: { data: { type: 'object', properties: { id: recordIdSchema } } },
    },
  ],
} as const;

/** The page of `/v1/saved-recipes` (before the records list; the site reads it). */
export const favouritePageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    page_size: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

export const favouritePageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { data: { type: 'array', items: favouriteRecordSchema }, count: integer, next: nullableText },
  required: ['data', 'count', 'next'],
} as const;

/** The member's history: the recipes they opened, the latest first. */
export const recipeViewsSchema = listOf({
  type: 'object',
  additionalProperties: false,
  properties: { id: text, last_view: { type: 'string', format: 'date-time' } },
  required: ['id', 'last_view'],
} as const);

export type RecipeViewList = FromSchema<typeof recipeViewsSchema>;
/** One recipe view: the recipe's id and the ISO date of its last view. */
export type RecipeView = RecipeViewList['data'][number];

/** A book the member unlocked (`unlocked-recipes`), with the ids of its recipes. */
export const unlockedBookSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: text, title: text, recipes: texts, last_modified: integer },
  required: ['id', 'title', 'recipes', 'last_modified'],
} as const;

export type UnlockedBookRecord = FromSchema<typeof unlockedBookSchema>;

const qrcode = { type: 'string', format: 'uuid' } as const;

export const qrcodeParamsSchema = { type: 'object', properties: { uuid: qrcode }, required: ['uuid'] } as const;

export const unlockBookBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'object', additionalProperties: false, required: ['qrcode'], properties: { qrcode } } },
} as const;

/** What a printed book code opens: its book, and the recipe it is printed beside (null on a cover). */
export const bookCodeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { book_id: text, title: text, recipe_id: nullableText, recipes: texts },
  required: ['book_id', 'title', 'recipe_id', 'recipes'],
} as const;

export type BookCodeTarget = FromSchema<typeof bookCodeSchema>;

export const plainCodeParamsSchema = {
  type: 'object',
  properties: { shortcode: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}$' } },
  required: ['shortcode'],
} as const;

export const plainCodeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { shortcode: text, target: text },
  required: ['shortcode', 'target'],
} as const;

/** The diets a recipe can carry, named in the caller's language. */
export const dietListSchema = listOf({
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'string', enum: DIETS }, name: text },
  required: ['id', 'name'],
} as const);

/** JSON schemas shared by routes: the error shape and the recipe record. */

export const errorSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    errno: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    details: {},
  },
  required: ['code', 'errno', 'error', 'message'],
} as const;

const ingredientSchema = {
  type: 'object',
  properties: {
    ingredient: { type: 'string' },
    name: { type: 'string' },
    quantity: { type: ['number', 'null'] },
    unit: { type: ['string', 'null'] },
  },
} as const;

const stepSchema = {
  type: 'object',
  properties: {
    description: { type: 'string' },
    ingredients: { type: 'array', items: { type: 'string' } },
    picture: { type: ['string', 'null'] },
  },
} as const;

const stringArray = { type: 'array', items: { type: 'string' } } as const;

export const recipeRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    last_modified: { type: 'integer' },
    language: { type: 'string' },
    url_slug: { type: 'string' },
    vertical: { type: 'string' },
    category: { type: 'string' },
    origin: { type: 'string' },
    diets: stringArray,
    numberOfPeople: { type: 'integer' },
    difficulty: { type: 'string' },
    total_time: { type: 'integer' },
    preparation_time: { type: 'integer' },
    cooking_time: { type: 'integer' },
    resting_time: { type: 'integer' },
    viewCount: { type: 'integer' },
    ratings_count: { type: 'integer' },
    posts_count: { type: 'integer' },
    access_mode: { type: 'string', enum: ['free', 'premium', 'book'] },
    status: { type: 'string' },
    has_video: { type: 'boolean' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    description: { type: 'string' },
    palette: stringArray,
    kitchenware: stringArray,
    ingredients: { type: 'array', items: ingredientSchema },
    steps: { type: 'array', items: stepSchema },
    locked: { type: 'boolean' },
    step_by_step: { type: 'boolean' },
    author: { type: ['string', 'null'] },
    web_cover: { type: ['string', 'null'] },
    web_cover_thumbnail: { type: ['string', 'null'] },
    video: { type: ['string', 'null'] },
  },
  required: ['id', 'last_modified'],
} as const;

/** Error responses every route may send. */
export const errorResponses = {
  400: errorSchema,
  404: errorSchema,
  500: errorSchema,
} as const;

/** Error responses of a member route: also 401 (no or a dead token) and 403. */
export const memberErrorResponses = { 401: errorSchema, 403: errorSchema, ...errorResponses } as const;

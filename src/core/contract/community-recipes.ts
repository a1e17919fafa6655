import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, LOCALES } from '../locales/locales';
import { PUBLISHING_PROBLEMS } from '../recipes/community-recipe-rules';
import { COMMUNITY_RECIPE_STATUSES, MODERATION_DECISIONS, RECIPE_ACTIONS } from '../recipes/recipe-status';
import {
  COMMUNITY_RECIPE_LIMITS as LIMITS,
  COMMUNITY_RECIPE_SOURCES,
  COOKING_TEST_STAGES,
  CREATOR_ANSWER_MAX,
  CREATOR_QUESTIONS,
  DIETS,
  DIFFICULTIES,
  INGREDIENT_UNITS,
} from '../rules';
import { authorSchema, communityPageQuery, pageOf } from './community';

/**
 * Community recipes (SPEC sections 3 Community recipe, 4 Recipe status, 5, 6 and 7 Community
 * recipes), at the root of /v1 as the SPEC writes them (`/community-recipes`, and the SPEC's
 * `community-recipe-diets` beside its family). A member writes a recipe piece by piece, saved as
 * they go; every call that changes it answers the whole recipe, so a client replaces its copy.
 * Moderation, the creators programme and the cooking tests complete the family.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const minutes = { type: 'integer', minimum: 0, maximum: LIMITS.minutesMax } as const;
const termKey = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' } as const;
const status = { type: 'string', enum: COMMUNITY_RECIPE_STATUSES } as const;
/** Words a member types: at least one visible character. */
const words = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

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

export type CommunityRecipe = FromSchema<typeof communityRecipeSchema>;
export type CommunityRecipeSummary = FromSchema<typeof communityRecipeSummarySchema>;
export type CommunityRecipePage = FromSchema<typeof communityRecipePageSchema>;
export type CommunityIngredient = FromSchema<typeof communityIngredientSchema>;
export type CommunityStep = FromSchema<typeof communityStepSchema>;
export type CommunityRecipePatch = FromSchema<typeof communityRecipePatchSchema>;
export type NewCommunityRecipe = FromSchema<typeof newCommunityRecipeBodySchema>;
export type NewCommunityIngredient = FromSchema<typeof newCommunityIngredientBodySchema>;
export type NewCommunityStep = FromSchema<typeof newCommunityStepBodySchema>;
export type CommunityStepPatch = FromSchema<typeof communityStepPatchSchema>;
export type ModeratedRecipe = FromSchema<typeof moderatedRecipeSchema>;
export type ModerationDecisionBody = FromSchema<typeof moderationDecisionBodySchema>;
export type Creator = FromSchema<typeof creatorSchema>;
export type CreatorPage = FromSchema<typeof creatorPageSchema>;
export type CreatorTerms = FromSchema<typeof creatorTermsSchema>;
export type CreatorQuestionnaireBody = FromSchema<typeof creatorQuestionnaireBodySchema>;
export type CreatorQuestionnaire = FromSchema<typeof creatorQuestionnaireSchema>;
export type CreatorQuestionnairePage = FromSchema<typeof creatorQuestionnairePageSchema>;
export type CookingTest = FromSchema<typeof cookingTestSchema>;

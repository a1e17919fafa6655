/** Members' recipes and the creators programme (ARCHITECTURE section 6, SPEC section 9; all of them: ../rules.ts). */

/**
 * Community recipes (SPEC sections 3, 5, 6 and 7 Community recipes): what a member's recipe may
 * hold. The publishing rules beyond shapes are `publishingProblems` (recipes/community-recipe-rules).
 */
export const COMMUNITY_RECIPE_LIMITS = {
  titleMax: 120,
  descriptionMax: 3000,
  stepDescriptionMax: 2000,
  ingredientNameMax: 120,
  unitMax: 20,
  quantityMax: 100_000,
  ingredientsMax: 40,
  kitchenwareMax: 20,
  kitchenwareNameMax: 80,
  categoriesMax: 3,
  servingsMax: 100,
  minutesMax: 10_000,
  refusalReasonMax: 1000,
  /** New recipes a member may start in an hour; edits have their own, wider limit. */
  createdPerHour: 20,
  editsPerHour: 600,
  /** Covers and step pictures a member may upload in an hour (a recipe has up to 7). */
  picturesPerHour: 40,
} as const;
/** Units a member picks for an ingredient; any other unit is refused by the API. */
export const INGREDIENT_UNITS = [
  'g',
  'kg',
  'ml',
  'cl',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'pinch',
  'piece',
  'slice',
  'clove',
  'bunch',
  'can',
  'oz',
  'lb',
] as const;
/** Where a recipe was created from (SPEC's `source`): this website or the mobile app. */
export const COMMUNITY_RECIPE_SOURCES = ['web', 'app'] as const;
/**
 * The creators terms now in force: accepting records this version; creating and publishing are
 * refused (403, errno 132) until the member has accepted it. A new version asks everyone again.
 */
export const CREATOR_TERMS_VERSION = '2026-11';
/** The creators questionnaire (about 3 minutes, SPEC section 9): its questions, in order. */
export const CREATOR_QUESTIONS = [
  { key: 'cooking_level', kind: 'choice', options: ['beginner', 'home-cook', 'passionate', 'professional'] },
  { key: 'cooking_frequency', kind: 'choice', options: ['daily', 'weekly', 'occasionally'] },
  { key: 'specialities', kind: 'text' },
  { key: 'favourite_universe', kind: 'choice', options: ['original', 'daily', 'light-and-fun', 'kids', 'cocktails'] },
  { key: 'social_link', kind: 'text', optional: true },
  { key: 'motivation', kind: 'text' },
] as const;
export const CREATOR_ANSWER_MAX = 1000;
/** A recipe tester's cooking test of a recipe they were asked to test (SPEC section 3). */
export const COOKING_TEST_STAGES = ['to_plan', 'success'] as const;

export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export type CookingTestStage = (typeof COOKING_TEST_STAGES)[number];

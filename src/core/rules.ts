/** The product's rules and constants (ARCHITECTURE section 6, SPEC section 9): their one home. */

export const STEPS_PER_RECIPE = { min: 1, max: 6 } as const;
/**
 * Uploads: at most 5 MB and 40 megapixels (a few hundred KB of PNG can claim 256 million pixels,
 * 768 MB once decoded), re-encoded to at most 2400 px a side, 10 an hour per member.
 */
export const PHOTO_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 2400,
  perMemberPerHour: 10,
  types: ['image/jpeg', 'image/png'],
} as const;
export const CHALLENGE_WIN_LIKES = 50;

/**
 * The community (SPEC sections 3, 5 and 9): a re-creation carries 1 to 4 photos sent first as
 * attachments; a comment is at most COMMENT_MAX_CHARS characters (the API refuses more, the site
 * counts down); replies go one level deep; ratings are 1 to 5 stars with reasons from the list.
 */
export const POST_LIMITS = { titleMax: 100, messageMax: 1000, photosMin: 1, photosMax: 4 } as const;
export const COMMENT_MAX_CHARS = 500;
export const COMMENT_TYPES = ['comment', 'question', 'suggestion'] as const;
export const COMMENT_TYPE_FILTERS = ['all', ...COMMENT_TYPES] as const;
export const RATING_STARS = { min: 1, max: 5 } as const;
export const RATING_REASONS = [
  'tasty',
  'easy-to-follow',
  'quick',
  'family-approved',
  'good-value',
  'too-complicated',
  'not-enough-flavour',
  'quantities-off',
] as const;
export const REPORT_MESSAGE_MAX = 1000;
/** Community list pages (posts, comments, reports, blocks): `page_size` default and ceiling. */
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;
/** Reactions a member can leave (SPEC section 4): like, or none (null). */
export const REACTIONS = ['like'] as const;
/** The age the gate of alcohol pages asks (recipes/age-gate.ts decides which pages). */
export const AGE_GATE_MINIMUM_AGE = 18;
export const WEEKLY_OFFER_RECIPES = 2;
export const PREPARATION_FILTERS_MINUTES = [15, 30, 45] as const;
export const DIETS = ['vegetarian', 'gluten-free', 'vegan', 'lactose-free', 'healthy'] as const;
export const DIFFICULTIES = ['quick', 'easy', 'elaborate', 'challenging'] as const;
export const ACCESS_MODES = ['free', 'premium', 'book'] as const;
/** The widest mobile layout; every CSS width media query is held to it (styles/breakpoint.test.ts). */
export const MOBILE_BREAKPOINT_PX = 767;

/**
 * Page-data retries, the slow-navigation delay, prefetching and the service worker's address are
 * Gatsby's own runtime: build/gatsby-runtime.test.ts runs or reads it against these values.
 */
export const PAGE_DATA_RETRIES = 3;
export const SLOW_NAVIGATION_MS = 1000;
export const PREFETCH = { firstBatchAfterMs: 3000, pagesPerBatch: 4, batchIntervalMs: 3000 } as const;
export const PERSIST_CONFIG = { key: 'root', version: 0, timeoutMs: 5000 } as const;
export const QUERY_CACHE_SECONDS = 60;

/** imgix-style parameters of every picture and of its blurred placeholder. */
export const IMAGE_PARAMS = { auto: 'compress,format', q: 90 } as const;
export const PLACEHOLDER_PARAMS = { w: 100, blur: 15, q: 50 } as const;
/**
 * The only variants the image route renders, so a crawler cannot make it draw (and cache) thousands:
 * the sizes the site asks for (avatars 44 and 88 px and the settings' 80 px at 2x, the placeholder,
 * cards 200/400, covers 400/800/1200, the 1200 px og:image), its two qualities and one blur.
 */
export const IMAGE_VARIANTS = {
  sizes: [88, 100, 160, 176, 200, 400, 800, 1200],
  qualities: [PLACEHOLDER_PARAMS.q, IMAGE_PARAMS.q],
  blurs: [PLACEHOLDER_PARAMS.blur],
} as const;
export type ImageSize = (typeof IMAGE_VARIANTS.sizes)[number];

export const MANIFEST = { display: 'minimal-ui', backgroundColor: '#ffffff', themeColor: '#ffffff' } as const;
export const SERVICE_WORKER_PATH = '/sw.js';

export type Diet = (typeof DIETS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type AccessMode = (typeof ACCESS_MODES)[number];
export type CommentType = (typeof COMMENT_TYPES)[number];
export type RatingReason = (typeof RATING_REASONS)[number];

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

/** How long typing pauses before the search results follow: shorter than most gaps between a phone's keys. */
export const SEARCH_TYPING_PAUSE_MS = 50;

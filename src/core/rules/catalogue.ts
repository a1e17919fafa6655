/** The catalogue's rules (ARCHITECTURE section 6, SPEC section 9; all of them: ../rules.ts). */

export const STEPS_PER_RECIPE = { min: 1, max: 6 } as const;
/** The age the gate of alcohol pages asks (recipes/age-gate.ts decides which pages). */
export const AGE_GATE_MINIMUM_AGE = 18;
export const WEEKLY_OFFER_RECIPES = 2;
/** Cards a listing page (universe, category, filter, ingredient) or a search shows at first and adds at each "more". */
export const RECIPES_PAGE_SIZE = 24;
export const PREPARATION_FILTERS_MINUTES = [15, 30, 45] as const;
export const DIETS = ['vegetarian', 'gluten-free', 'vegan', 'lactose-free', 'healthy'] as const;
export const DIFFICULTIES = ['quick', 'easy', 'elaborate', 'challenging'] as const;
export const ACCESS_MODES = ['free', 'premium', 'book'] as const;
/**
 * Members one printed copy of a book unlocks for (its cover and recipe codes together). A copy is
 * bought once and read at home, so it serves one household, each member with an account of their
 * own: two parents and three children. Past that, the code is being passed around, and would open
 * the book to anyone who reads it.
 */
export const BOOK_COPY_MEMBERS = 5;

export type Diet = (typeof DIETS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type AccessMode = (typeof ACCESS_MODES)[number];

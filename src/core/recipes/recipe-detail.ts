import type { RecipeIngredientLine, RecipeRecord, RecipeStep } from '../contract/recipes';

export type { RecipeIngredientLine };

export type RecipeStepDetail = RecipeStep;

/** A recipe record of the API in one language (SPEC section 3); locked ones lack their content. */
export type RecipeDetail = RecipeRecord;

/** A member who wrote a recipe, as its page names and links them (their public profile). */
export interface RecipeAuthor {
  name: string;
  /** Their public profile's address parameter (username, else id). */
  user: string;
}

/** Localized names the page shows beside the record: its category and origin, its member author. */
export interface RecipeNames {
  category: string;
  origin: string;
  /** Set for a member's recipe (the record's `author`) when the build could read their profile. */
  author?: RecipeAuthor | null;
}

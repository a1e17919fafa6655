import type { RecipeIngredientLine, RecipeRecord, RecipeStep } from '../contract/recipes';

export type { RecipeIngredientLine };

export type RecipeStepDetail = RecipeStep;

/** A recipe record of the API in one language (SPEC section 3); locked ones lack their content. */
export type RecipeDetail = RecipeRecord;

/** Localized names the page shows beside the record: its category and origin. */
export interface RecipeNames {
  category: string;
  origin: string;
}

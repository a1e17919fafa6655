import type { RecipeSummary } from './recipe-summary';

export interface RecipeIngredientLine {
  ingredient: string;
  name: string;
  quantity: number | null;
  unit: string | null;
}

export interface RecipeStepDetail {
  description: string;
  ingredients: string[];
  picture?: string | null;
}

/** A recipe record of the API in one language (SPEC section 3); locked ones lack their content. */
export interface RecipeDetail extends RecipeSummary {
  language: string;
  category: string;
  origin: string;
  diets: string[];
  description: string;
  numberOfPeople: number;
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  viewCount: number;
  ratings_count: number;
  kitchenware: string[];
  ingredients?: RecipeIngredientLine[];
  steps?: RecipeStepDetail[];
  locked: boolean;
  web_cover: string | null;
  video: string | null;
  author: string | null;
  last_modified: number;
}

/** Localized names the page shows beside the record: its category and origin. */
export interface RecipeNames {
  category: string;
  origin: string;
}

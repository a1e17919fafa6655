import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RecipeIngredient {
  ingredient: string;
  name: string;
  quantity: number | null;
  unit: string | null;
}

export interface RecipeStep {
  text: string;
  ingredients: string[];
  picture?: string | null;
}

/** One record per recipe and content language; the id is shared by the translations. */
export interface RecipesTable {
  id: string;
  language: string;
  url_slug: string;
  vertical: string;
  category: string;
  origin: string;
  diets: string[];
  number_of_people: number;
  difficulty: string;
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  total_time: number;
  access_mode: string;
  status: string;
  has_video: boolean;
  title: string;
  subtitle: string;
  description: string;
  ingredients: JSONColumnType<RecipeIngredient[]>;
  kitchenware: JSONColumnType<string[]>;
  steps: JSONColumnType<RecipeStep[]>;
  palette: string[];
  view_count: Generated<number>;
  ratings_count: Generated<number>;
  posts_count: Generated<number>;
  /** Epoch milliseconds, strictly increasing per change (Kinto's last_modified). */
  last_modified: ColumnType<string, number | string, number | string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface Database {
  recipes: RecipesTable;
}

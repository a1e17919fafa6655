import { isVertical } from '../locales/routes';
import { STEPS_PER_RECIPE } from '../rules';

/** What a recipe must hold to be published (SPEC section 5, recipe creation). */
export interface RecipeDraft {
  url_slug: string;
  numberOfPeople: number;
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  ingredients: unknown[];
  steps: unknown[];
}

export interface RuleProblem {
  field: keyof RecipeDraft;
  message: string;
}

/** The rules a published recipe follows; each problem names its field. Empty when fine. */
export function recipeProblems(draft: RecipeDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (isVertical(draft.url_slug))
    problems.push({ field: 'url_slug', message: 'A recipe slug may not be the name of a universe' });
  if (!(draft.numberOfPeople > 0)) problems.push({ field: 'numberOfPeople', message: 'Servings must be above 0' });
  if (!(draft.preparation_time + draft.cooking_time + draft.resting_time > 0))
    problems.push({ field: 'preparation_time', message: 'The duration must be above 0' });
  if (draft.ingredients.length < 1)
    problems.push({ field: 'ingredients', message: 'A recipe needs at least one ingredient' });
  if (draft.steps.length < STEPS_PER_RECIPE.min || draft.steps.length > STEPS_PER_RECIPE.max) {
    problems.push({ field: 'steps', message: `A recipe has ${STEPS_PER_RECIPE.min} to ${STEPS_PER_RECIPE.max} steps` });
  }
  return problems;
}

import { STEPS_PER_RECIPE } from '../rules';

/**
 * What a member's recipe must hold before it goes to the moderators (SPEC section 5, recipe
 * creation). A draft is saved whatever it lacks; submitting checks every rule at once, and the
 * API answers every failing field with its message (the site shows each under its field, in the
 * member's language, by `code`).
 */
export interface CommunityRecipeDraft {
  preparation_time: number;
  cooking_time: number;
  resting_time: number;
  numberOfPeople: number | null;
  ingredients: readonly { quantity: number | null }[];
  steps: readonly { description: string }[];
  picture: string | null;
  categories: readonly string[];
}

export const PUBLISHING_PROBLEMS = {
  durationRequired: 'The duration must be above 0',
  servingsRequired: 'The number of servings must be above 0',
  ingredientRequired: 'Add at least one ingredient',
  quantityRequired: 'This field is mandatory',
  stepsCount: `A recipe has ${STEPS_PER_RECIPE.min} to ${STEPS_PER_RECIPE.max} steps`,
  stepDescriptionRequired: 'This field is mandatory',
  coverRequired: 'A cover photo is required',
  categoryRequired: 'Select a category',
} as const;
export type PublishingProblemCode = keyof typeof PUBLISHING_PROBLEMS;

export interface PublishingProblem {
  /** The field as the API names it: `total_time`, `ingredients.2.quantity`, `steps.0.description`. */
  field: string;
  code: PublishingProblemCode;
  message: string;
}

function problem(field: string, code: PublishingProblemCode): PublishingProblem {
  return { field, code, message: PUBLISHING_PROBLEMS[code] };
}

/** Every rule the recipe breaks now, in the order of the form; empty when it may be submitted. */
export function publishingProblems(draft: CommunityRecipeDraft): PublishingProblem[] {
  const problems: PublishingProblem[] = [];
  if (!draft.picture) problems.push(problem('picture', 'coverRequired'));
  if (draft.categories.length === 0) problems.push(problem('categories', 'categoryRequired'));
  if (!(draft.preparation_time + draft.cooking_time + draft.resting_time > 0))
    problems.push(problem('total_time', 'durationRequired'));
  if (!(draft.numberOfPeople !== null && draft.numberOfPeople > 0))
    problems.push(problem('numberOfPeople', 'servingsRequired'));
  if (draft.ingredients.length === 0) problems.push(problem('ingredients', 'ingredientRequired'));
  draft.ingredients.forEach((line, index) => {
    if (!(line.quantity !== null && line.quantity > 0))
      problems.push(problem(`ingredients.${index}.quantity`, 'quantityRequired'));
  });
  if (draft.steps.length < STEPS_PER_RECIPE.min || draft.steps.length > STEPS_PER_RECIPE.max)
    problems.push(problem('steps', 'stepsCount'));
  draft.steps.forEach((step, index) => {
    if (!step.description.trim()) problems.push(problem(`steps.${index}.description`, 'stepDescriptionRequired'));
  });
  return problems;
}

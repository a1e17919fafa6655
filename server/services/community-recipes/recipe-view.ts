import type { Kysely } from 'kysely';
import type { CommunityRecipe } from '../../../src/core/contract/community-recipes';
import { publishingProblems } from '../../../src/core/recipes/community-recipe-rules';
import { allowedActions, type RecipeActor } from '../../../src/core/recipes/recipe-status';
import type { Executor } from '../../db/executor';
import type { DB } from '../../db/schema';
import { type RecipeParts, recipeParts } from '../../repositories/community-recipes';
import { listTerms } from '../../repositories/taxonomy';
import { findUserById } from '../../repositories/users';
import { authorOf, imageUrl } from '../profile';
import { type ReaderKind, readerKind, recipeNotFound, type RecipeReader } from './recipe-access';

const actorOf = (kind: ReaderKind): RecipeActor => (kind === 'tester' ? 'member' : kind);

/** What submitting the recipe as it is now would refuse (SPEC section 5). */
export function problemsOf({ recipe, ingredients, steps }: RecipeParts) {
  return publishingProblems({
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    numberOfPeople: recipe.number_of_people,
    ingredients,
    steps,
    picture: recipe.picture_key,
    categories: recipe.categories,
  });
}

/** The whole recipe as the contract says, names of catalogue ingredients in `language` when given. */
export async function recipeViewOf(
  db: Executor,
  parts: RecipeParts,
  reader: ReaderKind,
  publicUrl: string,
  language?: string,
): Promise<CommunityRecipe> {
  const { recipe } = parts;
  const author = (await findUserById(db, recipe.author_id))!;
  const names = language
    ? new Map((await listTerms(db, 'ingredient', language)).map((term) => [term.id, term.name]))
    : new Map<string, string>();
  return {
    uuid: recipe.id,
    title: recipe.title,
    source: recipe.source as CommunityRecipe['source'],
    language: recipe.language as CommunityRecipe['language'],
    description: recipe.description,
    picture: imageUrl(publicUrl, recipe.picture_key),
    picture_thumbnail: imageUrl(publicUrl, recipe.picture_thumbnail_key),
    status: recipe.status as CommunityRecipe['status'],
    refusal_reason: recipe.refusal_reason,
    categories: recipe.categories,
    suitable_for_diets: recipe.diets as CommunityRecipe['suitable_for_diets'],
    numberOfPeople: recipe.number_of_people,
    difficulty: recipe.difficulty as CommunityRecipe['difficulty'],
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    total_time: recipe.preparation_time + recipe.cooking_time + recipe.resting_time,
    ingredients: parts.ingredients.map((line) => ({
      uuid: line.id,
      ingredient: line.ingredient,
      name: (line.ingredient && names.get(line.ingredient)) || line.name,
      quantity: line.quantity,
      unit: line.unit as CommunityRecipe['ingredients'][number]['unit'],
    })),
    kitchenware: parts.kitchenware.map((item) => ({ uuid: item.id, name: item.name })),
    steps: parts.steps.map((step) => ({
      uuid: step.id,
      position: step.position,
      description: step.description,
      ingredients: step.ingredient_ids,
      picture: imageUrl(publicUrl, step.picture_key),
    })),
    author: authorOf(author, publicUrl),
    published: recipe.published_slug
      ? { id: recipe.id, language: recipe.language, url_slug: recipe.published_slug }
      : null,
    problems: problemsOf(parts),
    actions: allowedActions(recipe.status as CommunityRecipe['status'], actorOf(reader)),
    created_time: new Date(recipe.created_at).toISOString(),
    updated_time: new Date(recipe.updated_at).toISOString(),
    submitted_time: recipe.submitted_at ? new Date(recipe.submitted_at).toISOString() : null,
  };
}

/** The recipe as the member may read it, or a 404 whether it is missing or not theirs to read. */
export async function readCommunityRecipe(
  db: Kysely<DB>,
  id: string,
  member: RecipeReader,
  publicUrl: string,
  language?: string,
): Promise<CommunityRecipe> {
  const parts = await recipeParts(db, id);
  const reader = parts && (await readerKind(db, parts.recipe, member));
  if (!parts || !reader) throw recipeNotFound(id);
  return recipeViewOf(db, parts, reader, publicUrl, language);
}

import type { Transaction } from 'kysely';
import type { RecipeInput } from '../../src/core/contract/recipes';
import { slugify } from '../../src/core/format/slugify';
import { isVertical } from '../../src/core/locales/routes';
import type { DB } from '../db/schema';
import {
  type RecipeParts,
  publishedCommunityRecipeIdsOf,
  recipeParts,
  updateCommunityRecipe,
} from '../repositories/community-recipes';
import { recipeSlugIn, slugTakenByAnother } from '../repositories/recipe-writes';
import { type RecipeToWrite, publishOver, withdrawRecipe } from './recipe-writer';

/**
 * A validated community recipe in the public catalogue: a row of `recipes` whose id is the
 * community recipe's uuid, in its language, with its author. Members' recipes join the everyday
 * universe (`daily`) from anywhere in the world (`world`): the creation flow asks for neither.
 * Leaving the catalogue marks the row `withdrawn`, not deleted: every public read asks for
 * `published`, and favourites, ratings and re-creations that name the id keep their counts for
 * when it comes back.
 */
export const COMMUNITY_VERTICAL = 'daily';
export const COMMUNITY_ORIGIN = 'world';
export const WITHDRAWN = 'withdrawn';

/** A line's catalogue key: the taxonomy ingredient, or a key of its own for free text. */
const lineKey = (line: RecipeParts['ingredients'][number]) => line.ingredient ?? `custom-${line.id}`;
const imagePath = (key: string | null) => (key ? `/images/${key}` : null);

/** The community recipe as staff would publish it (the writer's one shape), with its photos and author. */
function publishShapeOf({ recipe, ingredients, kitchenware, steps }: RecipeParts, urlSlug: string): RecipeToWrite {
  // Submitting needs a category (publishingProblems): the first one is the catalogue's.
  const [category] = recipe.categories;
  if (!category) throw new Error(`The community recipe ${recipe.id} has no category to publish under`);
  const keys = new Map(ingredients.map((line) => [line.id, lineKey(line)]));
  const input: RecipeInput & { id: string } = {
    id: recipe.id,
    url_slug: urlSlug,
    vertical: COMMUNITY_VERTICAL,
    category,
    origin: COMMUNITY_ORIGIN,
    diets: recipe.diets as RecipeInput['diets'],
    numberOfPeople: recipe.number_of_people ?? 1,
    difficulty: (recipe.difficulty ?? 'easy') as RecipeInput['difficulty'],
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    access_mode: 'free',
    has_video: false,
    title: recipe.title,
    subtitle: '',
    description: recipe.description,
    kitchenware: kitchenware.map((item) => item.name),
    ingredients: ingredients.map((line) => ({
      ingredient: lineKey(line),
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
    })),
    steps: steps.map((step) => ({
      description: step.description,
      ingredients: step.ingredient_ids.map((id) => keys.get(id)).filter((key): key is string => !!key),
    })),
  };
  return {
    language: recipe.language,
    input,
    extras: {
      web_cover: imagePath(recipe.picture_key),
      web_cover_thumbnail: imagePath(recipe.picture_thumbnail_key),
      step_pictures: steps.map((step) => imagePath(step.picture_key)),
      author_id: recipe.author_id,
    },
  };
}

/** A slug of the title no other recipe of the language holds (and no universe's name). */
async function freeSlug(trx: Transaction<DB>, language: string, id: string, title: string): Promise<string> {
  const base = slugify(title).slice(0, 100) || 'recipe';
  for (let attempt = 0; ; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${id.slice(0, 4 + attempt)}`;
    if (isVertical(candidate)) continue;
    if (!(await slugTakenByAnother(trx, language, candidate, id))) return candidate;
  }
}

/**
 * Publishes the recipe as it is now (the caller holds its row lock) through the recipe writer: a
 * new catalogue row, or the earlier validated one replaced in place (same id and slug, counters
 * kept), stamped after every record of its language. Returns the slug.
 */
export async function publishToCatalogue(trx: Transaction<DB>, recipeId: string): Promise<string> {
  const parts = (await recipeParts(trx, recipeId))!;
  const { recipe } = parts;
  const existing = await recipeSlugIn(trx, recipe.language, recipeId);
  const slug = await publishOver(trx, publishShapeOf(parts, existing ?? ''), {
    replace: existing !== undefined,
    slugFor: async () => existing ?? (await freeSlug(trx, recipe.language, recipeId, recipe.title)),
  });
  await updateCommunityRecipe(trx, recipeId, { published_slug: slug });
  return slug;
}

/** Takes the recipe out of every public read (private, blocked, deleted), newly stamped. */
export async function withdrawFromCatalogue(trx: Transaction<DB>, recipeId: string): Promise<void> {
  await withdrawRecipe(trx, recipeId, WITHDRAWN);
  await updateCommunityRecipe(trx, recipeId, { published_slug: null });
}

/** Takes every recipe a member wrote out of the catalogue (their account is being deleted). */
export async function withdrawRecipesOf(trx: Transaction<DB>, authorId: string): Promise<void> {
  for (const id of await publishedCommunityRecipeIdsOf(trx, authorId)) await withdrawFromCatalogue(trx, id);
}

import type { Transaction } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { isVertical } from '../../src/core/locales/routes';
import type { RecipeIngredient } from '../db/json-columns';
import type { DB } from '../db/schema';
import { type RecipeParts, recipeParts, updateCommunityRecipe } from '../repositories/community-recipes';
import { reserveCatalogueTimestamps } from '../repositories/collection-timestamps';
import { type NewRecipeRow, recipesTimestamp } from '../repositories/recipes';

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
const PALETTE = ['#c62828', '#ffc627', '#fff4e0'];

/** A line's catalogue key: the taxonomy ingredient, or a key of its own for free text. */
const lineKey = (line: RecipeParts['ingredients'][number]) => line.ingredient ?? `custom-${line.id}`;

function catalogueRowOf(parts: RecipeParts, urlSlug: string): NewRecipeRow {
  const { recipe } = parts;
  // Submitting needs a category (publishingProblems): the first one is the catalogue's.
  const [category] = recipe.categories;
  if (!category) throw new Error(`The community recipe ${recipe.id} has no category to publish under`);
  const keys = new Map(parts.ingredients.map((line) => [line.id, lineKey(line)]));
  const ingredients: RecipeIngredient[] = parts.ingredients.map((line) => ({
    ingredient: lineKey(line),
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
  }));
  return {
    id: recipe.id,
    language: recipe.language,
    url_slug: urlSlug,
    vertical: COMMUNITY_VERTICAL,
    category,
    origin: COMMUNITY_ORIGIN,
    diets: recipe.diets,
    number_of_people: recipe.number_of_people ?? 1,
    difficulty: recipe.difficulty ?? 'easy',
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    total_time: recipe.preparation_time + recipe.cooking_time + recipe.resting_time,
    access_mode: 'free',
    status: 'published',
    has_video: false,
    title: recipe.title,
    subtitle: '',
    description: recipe.description,
    ingredients: JSON.stringify(ingredients),
    kitchenware: JSON.stringify(parts.kitchenware.map((item) => item.name)),
    steps: JSON.stringify(
      parts.steps.map((step) => ({
        description: step.description,
        ingredients: step.ingredient_ids.map((id) => keys.get(id)).filter((key): key is string => !!key),
        picture: step.picture_key ? `/images/${step.picture_key}` : null,
      })),
    ),
    palette: PALETTE,
    web_cover: recipe.picture_key ? `/images/${recipe.picture_key}` : null,
    web_cover_thumbnail: recipe.picture_thumbnail_key ? `/images/${recipe.picture_thumbnail_key}` : null,
    video: null,
    author_id: recipe.author_id,
  };
}

/** A slug of the title no other recipe of the language holds (and no universe's name). */
async function freeSlug(trx: Transaction<DB>, language: string, id: string, title: string): Promise<string> {
  const base = slugify(title).slice(0, 100) || 'recipe';
  for (let attempt = 0; ; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${id.slice(0, 4 + attempt)}`;
    if (isVertical(candidate)) continue;
    const taken = await trx
      .selectFrom('recipes')
      .select('id')
      .where('language', '=', language)
      .where('url_slug', '=', candidate)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * Publishes the recipe as it is now (the caller holds its row lock): a new catalogue row, or the
 * earlier validated one replaced in place (same id and slug, counters kept), stamped after every
 * record of its language. Returns the slug.
 */
export async function publishToCatalogue(trx: Transaction<DB>, recipeId: string): Promise<string> {
  const parts = (await recipeParts(trx, recipeId))!;
  const { recipe } = parts;
  const existing = await trx
    .selectFrom('recipes')
    .select('url_slug')
    .where('id', '=', recipeId)
    .where('language', '=', recipe.language)
    .executeTakeFirst();
  // The language's timestamp lock first: from here no other writer of the language can take the
  // slug chosen below before this transaction ends.
  const stamp = await reserveCatalogueTimestamps(
    trx,
    recipe.language,
    1,
    Date.now(),
    await recipesTimestamp(trx, recipe.language),
  );
  const slug = existing?.url_slug ?? (await freeSlug(trx, recipe.language, recipeId, recipe.title));
  const row = { ...catalogueRowOf(parts, slug), last_modified: stamp };
  if (existing) {
    // The same row (its key kept), every field of the working copy written over it.
    await trx
      .updateTable('recipes')
      .set({ ...row, updated_at: new Date() })
      .where('id', '=', recipeId)
      .where('language', '=', recipe.language)
      .execute();
  } else {
    await trx.insertInto('recipes').values(row).execute();
  }
  await updateCommunityRecipe(trx, recipeId, { published_slug: slug });
  return slug;
}

/** Takes the recipe out of every public read (private, blocked, deleted), newly stamped. */
export async function withdrawFromCatalogue(trx: Transaction<DB>, recipeId: string): Promise<void> {
  const row = await trx
    .selectFrom('recipes')
    .select(['language', 'url_slug'])
    .where('id', '=', recipeId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (row) {
    const stamp = await reserveCatalogueTimestamps(
      trx,
      row.language,
      1,
      Date.now(),
      await recipesTimestamp(trx, row.language),
    );
    await trx
      .updateTable('recipes')
      .set({ status: WITHDRAWN, last_modified: stamp, updated_at: new Date() })
      .where('id', '=', recipeId)
      .execute();
  }
  await trx.updateTable('community_recipes').set({ published_slug: null }).where('id', '=', recipeId).execute();
}

/** Takes every recipe a member wrote out of the catalogue (their account is being deleted). */
export async function withdrawRecipesOf(trx: Transaction<DB>, authorId: string): Promise<void> {
  const rows = await trx
    .selectFrom('community_recipes')
    .select('id')
    .where('author_id', '=', authorId)
    .where('published_slug', 'is not', null)
    .execute();
  for (const row of rows) await withdrawFromCatalogue(trx, row.id);
}

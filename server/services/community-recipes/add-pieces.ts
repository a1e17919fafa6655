import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { NewCommunityIngredient, NewCommunityStep } from '../../../src/core/contract/community-recipes';
import { COMMUNITY_RECIPE_LIMITS, STEPS_PER_RECIPE } from '../../../src/core/rules';
import type { DB } from '../../db/schema';
import { invalidBody } from '../../errors';
import {
  countPieces,
  ingredientIdsOf,
  insertIngredient,
  insertKitchenware,
  insertStep,
} from '../../repositories/community-recipe-pieces';
import { listTerms } from '../../repositories/taxonomy';
import { changeRecipe } from './recipe-access';

/** An ingredient line: a catalogue ingredient (named in the recipe's language) or free text. */
export async function addIngredient(db: Kysely<DB>, memberId: string, body: NewCommunityIngredient) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if (!body.ingredient && !body.name) throw invalidBody('name', 'This field is mandatory');
    let name = body.name?.trim() ?? '';
    if (body.ingredient) {
      const term = (await listTerms(trx, 'ingredient', recipe.language)).find((t) => t.id === body.ingredient);
      if (!term) throw invalidBody('ingredient', `${body.ingredient} is not an ingredient of the catalogue`);
      name = name || term.name;
    }
    if ((await countPieces(trx, 'community_recipe_ingredients', recipe.id)) >= COMMUNITY_RECIPE_LIMITS.ingredientsMax)
      throw invalidBody('ingredients', `A recipe has at most ${COMMUNITY_RECIPE_LIMITS.ingredientsMax} ingredients`);
    await insertIngredient(trx, {
      id: randomUUID(),
      recipe_id: recipe.id,
      ingredient: body.ingredient ?? null,
      name,
      quantity: body.quantity,
      unit: body.unit ?? null,
    });
  });
}

export async function addKitchenware(db: Kysely<DB>, memberId: string, body: { recipe: string; name: string }) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if ((await countPieces(trx, 'community_recipe_kitchenware', recipe.id)) >= COMMUNITY_RECIPE_LIMITS.kitchenwareMax)
      throw invalidBody('kitchenware', `A recipe lists at most ${COMMUNITY_RECIPE_LIMITS.kitchenwareMax} utensils`);
    await insertKitchenware(trx, { id: randomUUID(), recipe_id: recipe.id, name: body.name.trim() });
  });
}

export async function assertOwnIngredients(trx: Transaction<DB>, recipeId: string, ids: readonly string[]) {
  const own = await ingredientIdsOf(trx, recipeId, ids);
  const foreign = ids.find((id) => !own.has(id));
  if (foreign) throw invalidBody('ingredients', `${foreign} is not an ingredient of this recipe`);
}

/** A step appended last; a seventh is refused. */
export async function addStep(db: Kysely<DB>, memberId: string, body: NewCommunityStep) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if ((await countPieces(trx, 'community_recipe_steps', recipe.id)) >= STEPS_PER_RECIPE.max)
      throw invalidBody('steps', `A recipe has ${STEPS_PER_RECIPE.min} to ${STEPS_PER_RECIPE.max} steps`);
    await assertOwnIngredients(trx, recipe.id, body.ingredients ?? []);
    await insertStep(trx, {
      id: randomUUID(),
      recipe_id: recipe.id,
      description: body.description ?? '',
      ingredient_ids: body.ingredients ?? [],
    });
  });
}

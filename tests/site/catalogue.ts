import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { seedIfEmpty, seedRecipes } from '../../server/seed/seed';
import type { Db } from '../../server/db/create-db';
import { auth } from '../api/members';
import { contentRecipe } from '../fixtures/content-recipes';
import { syntheticRecipes } from '../../server/seed/synthetic';
import { listedRecipes } from '../../src/build/browse-plan';
import { recipesByIngredient } from '../../src/build/page-plan';
import { fetchAllRecords, fetchIngredientKeys, recipesUrl } from '../../src/build/source-api';
import type { Locale } from '../../src/core/locales/locales';
import type { RecipeDetail } from '../../src/core/recipes/recipe-detail';

/** Publishes test recipes (in every language) on a test server, for components that save or list them. */
export async function publishRecipes(server: { db: Db }, ids: string[]) {
  await seedRecipes(
    server.db.db,
    ids.map((id) => contentRecipe(id)),
  );
}

/** The ids in a member's favourites, as the API lists them. */
export async function savedRecipeIds(server: { app: FastifyInstance }, token: string): Promise<string[]> {
  const res = await server.app.inject({ url: '/v1/saved-recipes', headers: auth(token) });
  return (res.json() as { data: { id: string }[] }).data.map((record) => record.id);
}

/**
 * The content catalogue and its taxonomy plus `count` synthetic recipes (in every language) on a
 * test server, as `bench:build` has them, read back as the build reads them: the locale's recipes
 * newest first, and the recipes of each ingredient the taxonomy names.
 */
export async function syntheticCatalogue(server: { db: Db; apiBaseUrl: string }, count: number, locale: Locale) {
  await seedIfEmpty(server.db.db, path.resolve(__dirname, '../../content'));
  await seedRecipes(server.db.db, syntheticRecipes(count));
  const recipes = await fetchAllRecords<RecipeDetail>(recipesUrl(server.apiBaseUrl, locale));
  const withIngredient = recipesByIngredient(recipes, await fetchIngredientKeys(server.apiBaseUrl, locale));
  return { recipes, withIngredient };
}

/** A listing page's cards as the build plans them (src/build/browse-plan.ts). */
export { listedRecipes };

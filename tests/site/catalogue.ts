import type { FastifyInstance } from 'fastify';
import { seedRecipes } from '../../server/db/seed';
import type { Db } from '../../server/db/create-db';
import { auth } from '../api/members';
import { contentRecipe } from '../fixtures/content-recipes';

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

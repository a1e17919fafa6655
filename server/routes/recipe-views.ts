import { errorSchema } from '../../src/core/contract/errors';
import { favouriteParamsSchema, recipeViewsSchema } from '../../src/core/contract/member-recipes';
import { notFound } from '../errors';
import { isPublishedRecipe } from '../repositories/published-recipes';
import { listRecipeViews, recordRecipeView } from '../repositories/recipe-views';
import type { App } from '../typed-app';

const unknownRecipe = (id: string) => notFound('This recipe does not exist.', { id, resource_name: 'recipe' });

/** The recipes the member viewed (history) and the recording of a view. */
export function registerRecipeViewRoutes(app: App) {
  const { db } = app.db;
  const member = { auth: 'member' } as const;

  app.get(
    '/v1/views/recipes',
    {
      config: member,
      schema: {
        tags: ['history'],
        summary: 'The recipes the caller opened, the latest first (100 at most)',
        operationId: 'listRecipeViews',
        response: { 200: recipeViewsSchema },
      },
    },
    async (request) => {
      const views = await listRecipeViews(db, request.memberId, 100);
      return { data: views.map((view) => ({ id: view.id, last_view: view.last_view.toISOString() })) };
    },
  );

  app.put(
    '/v1/views/recipes/:recipeId',
    {
      config: member,
      schema: {
        tags: ['history'],
        summary: 'Records that the caller opened a recipe (its view count grows once per member and day)',
        operationId: 'recordRecipeView',
        params: favouriteParamsSchema,
        response: { 200: recipeViewsSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = request.params.recipeId;
      if (!(await isPublishedRecipe(db, id))) throw unknownRecipe(id);
      const now = new Date();
      // view_count counts members, not reloads: once per member, recipe and day.
      await recordRecipeView(db, request.memberId, id, now);
      return { data: [{ id, last_view: now.toISOString() }] };
    },
  );
}

import {
  type CookingTest,
  cookingTestListQuerySchema,
  cookingTestPageSchema,
  cookingTestParamsSchema,
  cookingTestPatchSchema,
  cookingTestSchema,
  newCookingTestBodySchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { requireModerator } from '../auth/require-role';
import { communityPage, nextPageUrl } from '../http/community-cursor';
import { type CookingTestRow, listCookingTests } from '../repositories/cooking-tests';
import { summaryOf } from '../services/community-recipes/recipe-summary';
import { assignCookingTest, cookingTestNotFound, moveCookingTest } from '../services/cooking-tests';
import { authorOf } from '../services/profile';
import type { App } from '../typed-app';

/** A test with its recipe as a line of the moderation queue and its tester. */
function cookingTestOf(row: CookingTestRow, publicUrl: string, withReports: boolean): CookingTest {
  const tester = {
    id: row.tester_id,
    username: row.tester_username,
    first_name: row.tester_first_name,
    last_name: row.tester_last_name,
    show_full_name: row.tester_show_full_name,
    profile_picture: row.tester_profile_picture,
    user_types: row.tester_user_types,
  };
  return {
    id: row.test_id,
    stage: row.stage as CookingTest['stage'],
    updated_time: row.cursor_at,
    tester: authorOf(tester, publicUrl),
    // Reports are the moderators' business: a tester reads none.
    recipe: { ...summaryOf(row, publicUrl), ...(withReports ? {} : { reports_count: 0 }) },
  };
}

/** Cooking tests: a moderator asks a member to cook a submitted recipe; the tester reports back. */
export function registerCookingTestRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  /** One test as its tester (no report counts) or a moderator reads it. */
  const cookingTestView = async (id: string, withReports: boolean) => {
    const [row] = await listCookingTests(db, { id }, { limit: 1 });
    if (!row) throw cookingTestNotFound(id);
    return cookingTestOf(row, publicUrl, withReports);
  };

  app.post(
    '/v1/recipe-tests',
    {
      config: { auth: 'moderation' },
      schema: {
        tags: ['creators'],
        operationId: 'assignCookingTest',
        summary: 'Ask a recipe tester to cook a recipe waiting for moderation (moderators and staff)',
        body: newCookingTestBodySchema,
        // 404: no such recipe; 409: the recipe is not waiting for moderation, or the tester is already asked.
        response: { 201: cookingTestSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await assignCookingTest(db, request.memberId, request.body);
      return reply.status(201).send(await cookingTestView(id, true));
    },
  );

  app.get(
    '/v1/recipe-tests',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['creators'],
        operationId: 'listCookingTests',
        summary: 'The caller’s cooking tests as a tester, newest first; a moderator may ask for one recipe’s tests',
        querystring: cookingTestListQuerySchema,
        // 403: `recipe` asked by a member who is not a moderator.
        response: { 200: cookingTestPageSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { page_size, recipe } = request.query;
      if (recipe) await requireModerator(request, db);
      return communityPage(request.query, {
        read: (page) => listCookingTests(db, recipe ? { recipeId: recipe } : { testerId: request.memberId }, page),
        positionOf: (row) => ({ at: row.cursor_at, id: row.test_id }),
        nextUrl: nextPageUrl(`${publicUrl}/v1/recipe-tests`, { page_size, recipe }),
        itemOf: (row) => cookingTestOf(row, publicUrl, !!recipe),
      });
    },
  );

  app.patch(
    '/v1/recipe-tests/:id',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['creators'],
        operationId: 'updateCookingTest',
        summary: 'The tester says where their cooking test stands (to plan, success)',
        params: cookingTestParamsSchema,
        body: cookingTestPatchSchema,
        // 404: no such test, or not the caller's.
        response: { 200: cookingTestSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await moveCookingTest(db, request.params.id, request.memberId, request.body.stage);
      return cookingTestView(request.params.id, false);
    },
  );
}

import {
  cookingTestListQuerySchema,
  cookingTestPageSchema,
  cookingTestParamsSchema,
  cookingTestPatchSchema,
  cookingTestSchema,
  creatorListQuerySchema,
  creatorPageSchema,
  creatorQuestionnaireBodySchema,
  creatorQuestionnaireListQuerySchema,
  creatorQuestionnairePageSchema,
  creatorQuestionnaireSchema,
  creatorTermsBodySchema,
  creatorTermsSchema,
  newCookingTestBodySchema,
  type CookingTest,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';
import { requireModerator } from '../auth/require-role';
import { invalidParameter } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { type CookingTestRow, listCookingTests } from '../repositories/cooking-tests';
import { type CreatorPosition, listCreators, listQuestionnaires } from '../repositories/creators';
import { assignCookingTest, cookingTestNotFound, moveCookingTest } from '../services/cooking-tests';
import {
  acceptCreatorTerms,
  creatorOf,
  creatorTermsOf,
  questionnaireOf,
  submitQuestionnaire,
} from '../services/creators';
import { authorOf } from '../services/profile';
import { summaryOf } from '../services/community-recipes/recipe-summary';
import type { App } from '../typed-app';
import { isUnstorable } from '../validation';
import { UUID } from '../../src/core/format/uuid';
import { cursorPage, decodeCursor } from '../http/community-cursor';

/** Questionnaires a member may send in an hour. */
export const QUESTIONNAIRES_PER_HOUR = 5;

/** The query of a page's `next` URL: its cursor, the page size when the caller chose one, and the filters. */
function nextQuery(cursor: string, pageSize: number | undefined, filters: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams({ cursor });
  if (pageSize) query.set('page_size', String(pageSize));
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query;
}

/** The creators list's cursor: its order is by authored recipes and name, not by time. */
function encodeCreatorCursor(position: CreatorPosition): string {
  return Buffer.from(JSON.stringify([position.authored, position.name, position.id])).toString('base64url');
}

function decodeCreatorCursor(cursor: string): CreatorPosition {
  try {
    const [authored, name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      Number.isSafeInteger(authored) &&
      (authored as number) >= 0 &&
      typeof name === 'string' &&
      name.length <= 60 &&
      !isUnstorable(name) &&
      typeof id === 'string' &&
      UUID.test(id)
    )
      return { authored: authored as number, name, id };
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw invalidParameter('cursor', 'is not a cursor this list handed out');
}

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

/**
 * The creators programme (SPEC sections 6 and 9): the creators list (members with the creator
 * badge or a published recipe), the creators terms each member accepts by version, the
 * questionnaire staff read; and the cooking tests moderators ask recipe testers to run on a recipe
 * waiting for their decision (SPEC section 3, Cooking test stage).
 */
export function registerCreatorRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  /** One test as its tester (no report counts) or a moderator reads it. */
  const cookingTestView = async (id: string, withReports: boolean) => {
    const [row] = await listCookingTests(db, { id }, { limit: 1 });
    if (!row) throw cookingTestNotFound(id);
    return cookingTestOf(row, publicUrl, withReports);
  };

  app.get(
    '/v1/creators',
    {
      schema: {
        tags: ['creators'],
        operationId: 'listCreators',
        summary: 'Creators: members with the creator badge or a published recipe, most recipes first, then by name',
        querystring: creatorListQuerySchema,
        response: { 200: creatorPageSchema },
      },
    },
    async (request) => {
      const { cursor, page_size, q } = request.query;
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const rows = await listCreators(db, {
        viewerId: request.userId,
        q,
        after: cursor ? decodeCreatorCursor(cursor) : undefined,
        limit,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const next =
        rows.length > limit && last
          ? `${publicUrl}/v1/creators?${nextQuery(
              encodeCreatorCursor({ authored: Number(last.authored_recipes_count), name: last.sort_name, id: last.id }),
              page_size,
              { q },
            )}`
          : null;
      return { results: page.map((row) => creatorOf(row, publicUrl)), next };
    },
  );

  app.get(
    '/v1/creators/terms',
    {
      schema: {
        tags: ['creators'],
        operationId: 'getCreatorTerms',
        summary: 'The creators terms in force and the version the caller accepted (nulls when anonymous)',
        response: { 200: creatorTermsSchema },
      },
    },
    async (request) => creatorTermsOf(db, request.userId),
  );

  app.post(
    '/v1/creators/terms',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['creators'],
        operationId: 'acceptCreatorTerms',
        summary: 'Accept the creators terms in force (again: the first date is kept)',
        body: creatorTermsBodySchema,
        // 409: the version sent is not the one in force (the details name it).
        response: { 200: creatorTermsSchema, 409: errorSchema },
      },
    },
    async (request) => acceptCreatorTerms(db, request.memberId, request.body.version),
  );

  app.post(
    '/v1/creators/questionnaire',
    {
      config: { auth: 'member', ...memberHourlyLimit(QUESTIONNAIRES_PER_HOUR, 'questionnaires') },
      schema: {
        tags: ['creators'],
        operationId: 'submitCreatorQuestionnaire',
        summary: 'Send the creators questionnaire (every question but the optional ones answered)',
        body: creatorQuestionnaireBodySchema,
        response: { 201: creatorQuestionnaireSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitQuestionnaire(db, request.memberId, request.body.answers, publicUrl)),
  );

  app.get(
    '/v1/creators/questionnaires',
    {
      config: { auth: 'moderation' },
      schema: {
        tags: ['creators'],
        operationId: 'listCreatorQuestionnaires',
        summary: 'The creators questionnaires, newest first (moderators and staff)',
        querystring: creatorQuestionnaireListQuerySchema,
        response: { 200: creatorQuestionnairePageSchema },
      },
    },
    async (request) => {
      const { cursor, page_size } = request.query;
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const rows = await listQuestionnaires(db, { after: cursor ? decodeCursor(cursor) : undefined, limit });
      const { page, next } = cursorPage(
        rows,
        limit,
        (row) => ({ at: row.created_time, id: row.id }),
        (nextCursor) => `${publicUrl}/v1/creators/questionnaires?${nextQuery(nextCursor, page_size)}`,
      );
      return { results: page.map((row) => questionnaireOf(row, publicUrl)), next };
    },
  );

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
      const { cursor, page_size, recipe } = request.query;
      if (recipe) await requireModerator(request, db);
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const rows = await listCookingTests(db, recipe ? { recipeId: recipe } : { testerId: request.memberId }, {
        after: cursor ? decodeCursor(cursor) : undefined,
        limit,
      });
      const { page, next } = cursorPage(
        rows,
        limit,
        (row) => ({ at: row.cursor_at, id: row.test_id }),
        (nextCursor) => `${publicUrl}/v1/recipe-tests?${nextQuery(nextCursor, page_size, { recipe })}`,
      );
      return { results: page.map((row) => cookingTestOf(row, publicUrl, !!recipe)), next };
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

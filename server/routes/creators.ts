import {
  creatorListQuerySchema,
  creatorPageSchema,
  creatorQuestionnaireBodySchema,
  creatorQuestionnaireListQuerySchema,
  creatorQuestionnairePageSchema,
  creatorQuestionnaireSchema,
  creatorTermsBodySchema,
  creatorTermsSchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { UUID } from '../../src/core/format/uuid';
import { keysetPage } from '../../src/core/lists';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';
import { invalidParameter } from '../errors';
import { communityPage, nextPageUrl } from '../http/community-cursor';
import { memberHourlyLimit } from '../http/member-limit';
import { type CreatorPosition, listCreators, listQuestionnaires } from '../repositories/creators';
import {
  acceptCreatorTerms,
  creatorOf,
  creatorTermsOf,
  questionnaireOf,
  submitQuestionnaire,
} from '../services/creators';
import type { App } from '../typed-app';
import { isUnstorable } from '../validation';

/** Questionnaires a member may send in an hour. */
export const QUESTIONNAIRES_PER_HOUR = 5;

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

/** Creators (SPEC section 6): the list of creators, the creators terms, the questionnaire and its review. */
export function registerCreatorRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

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
      const { page, next } = keysetPage(rows, limit, (row) => ({
        authored: Number(row.authored_recipes_count),
        name: row.sort_name,
        id: row.id,
      }));
      const nextUrl = nextPageUrl(`${publicUrl}/v1/creators`, { page_size, q: q || undefined });
      return {
        results: page.map((row) => creatorOf(row, publicUrl)),
        next: next && nextUrl(encodeCreatorCursor(next)),
      };
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
      return communityPage(request.query, {
        read: (page) => listQuestionnaires(db, page),
        positionOf: (row) => ({ at: row.created_time, id: row.id }),
        nextUrl: nextPageUrl(`${publicUrl}/v1/creators/questionnaires`, { page_size: request.query.page_size }),
        itemOf: (row) => questionnaireOf(row, publicUrl),
      });
    },
  );
}

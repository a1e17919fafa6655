import {
  communityRecipePageSchema,
  communityRecipeParamsSchema,
  moderatedRecipeSchema,
  moderationDecisionBodySchema,
  moderationQueueQuerySchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { QUEUE_STATUSES } from '../../src/core/recipes/recipe-status';
import { securityEvent } from '../auth/security-events';
import { ApiError, ERRNO } from '../errors';
import { listQueue } from '../repositories/community-recipe-lists';
import { decide, moderatedRecipe } from '../services/recipe-moderation';
import { summaryLines } from '../services/community-recipes/recipe-summary';
import type { App } from '../typed-app';
import { communityPage, nextPageUrl } from '../http/community-cursor';

const TAGS = ['moderation'];

/**
 * The moderators' side of community recipes (SPEC sections 4 and 6): the queue of submitted and
 * reported recipes, oldest first; one recipe with its history; a decision (validate, refuse or
 * block with a reason), recorded and mailed to the author. Moderators, and staff with their
 * second factor, only.
 */
export function registerRecipeModerationRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.get(
    '/v1/moderation/recipes',
    {
      config: { auth: 'moderation' },
      schema: {
        tags: TAGS,
        operationId: 'listModerationQueue',
        summary: 'The recipes waiting for a decision (submitted and reported, or `status`), oldest first',
        querystring: moderationQueueQuerySchema,
        response: { 200: communityRecipePageSchema },
      },
    },
    async (request) => {
      const { page_size, status } = request.query;
      return communityPage(request.query, {
        read: (page) => listQueue(db, { statuses: status ? [status] : QUEUE_STATUSES, ...page }),
        nextUrl: nextPageUrl(`${publicUrl}/v1/moderation/recipes`, { status, page_size }),
        ...summaryLines(publicUrl),
      });
    },
  );

  app.get(
    '/v1/moderation/recipes/:uuid',
    {
      config: { auth: 'moderation' },
      schema: {
        tags: TAGS,
        operationId: 'getModeratedRecipe',
        summary: 'One recipe as moderators review it: the recipe, its decisions and its open reports',
        params: communityRecipeParamsSchema,
        response: { 200: moderatedRecipeSchema, 404: errorSchema },
      },
    },
    async (request) => moderatedRecipe(db, request.params.uuid, publicUrl),
  );

  app.post(
    '/v1/moderation/recipes/:uuid/decisions',
    {
      config: { auth: 'moderation' },
      schema: {
        tags: TAGS,
        operationId: 'decideOnRecipe',
        summary: 'Validates a recipe (published at once), or refuses or blocks it with a reason; the author is mailed',
        params: communityRecipeParamsSchema,
        body: moderationDecisionBodySchema,
        // 403 errno 140: the moderator wrote this recipe (four eyes). 409 errno 133: the recipe's
        // status does not allow this decision (details name it).
        response: { 200: moderatedRecipeSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const fields = { recipe_id: request.params.uuid, decision, by: request.memberId };
      try {
        await decide(
          { db: app.db, mailer: app.mailer, publicUrl },
          request.params.uuid,
          request.memberId,
          decision,
          reason ?? null,
        );
      } catch (error) {
        if (error instanceof ApiError && error.errno === ERRNO.OWN_RECIPE)
          securityEvent(request, 'moderation.own_recipe_refused', fields);
        throw error;
      }
      // Publishing members' recipes is a power worth watching, as staff publishing is.
      securityEvent(request, 'moderation.decision', fields);
      // A validated recipe joins the catalogue's pages; a blocked one may leave them.
      app.siteChanged(`moderation ${decision} ${request.params.uuid}`);
      return moderatedRecipe(db, request.params.uuid, publicUrl);
    },
  );
}

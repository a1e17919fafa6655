import { recordOf } from '../../src/core/contract/records';
import { bucketParamsSchema, publishRecipeBodySchema, recipeRecordSchema } from '../../src/core/contract/recipes';
import { languageOf } from '../../src/core/locales/locales';
import { securityEvent } from '../auth/security-events';
import { invalidBody } from '../errors';
import { toRecord } from '../repositories/recipes';
import { publishRecipe, publishingProblems } from '../services/recipe-writer';
import type { App } from '../typed-app';
import { errorSchema } from '../../src/core/contract/errors';

/** Staff publish a recipe into a locale's bucket, live at once through the fallback route. */
export function registerRecipePublishingRoutes(app: App) {
  app.post(
    '/v1/buckets/:bucket/collections/recipes/records',
    {
      // Staff by explicit role and a second factor on this session; never by address or badge.
      config: { auth: 'staff' },
      schema: {
        tags: ['recipes'],
        summary: 'Publish a recipe in the language of a locale (staff only)',
        operationId: 'publishRecipe',
        params: bucketParamsSchema,
        body: publishRecipeBodySchema,
        response: { 201: recordOf(recipeRecordSchema), 409: errorSchema },
      },
      // Before migration 017 a step's instructions were `text`: a client still sending it is told
      // which field to rename, instead of only that `description` is missing.
      preValidation: async (request) => {
        const steps = (request.body as { data?: { steps?: unknown } } | undefined)?.data?.steps;
        if (!Array.isArray(steps)) return;
        const index = steps.findIndex((step) => typeof step === 'object' && step !== null && 'text' in step);
        if (index >= 0)
          throw invalidBody(
            `data.steps.${index}.text`,
            'A step takes its instructions as description; text is no longer accepted',
          );
      },
    },
    async (request, reply) => {
      const input = request.body.data;
      const [problem] = publishingProblems(input);
      if (problem) throw invalidBody(`data.${problem.field}`, problem.message);
      const language = languageOf(request.params.bucket);
      const published = await publishRecipe(app.db.db, language, input);
      if ('taken' in published)
        throw invalidBody(`data.${published.taken}`, 'Another recipe of this language already uses it', 409);
      securityEvent(request, 'staff.published', { user_id: request.memberId, recipe_id: published.row.id, language });
      app.siteChanged(`recipe ${request.params.bucket}/${published.row.url_slug}`);
      return reply.status(201).send({ data: toRecord(published.row, true) });
    },
  );
}

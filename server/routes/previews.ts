import { errorSchema } from '../../src/core/contract/errors';
import {
  newPreviewBodySchema,
  previewLinkSchema,
  previewParamsSchema,
  previewSchema,
  type Preview,
} from '../../src/core/contract/previews';
import type { RecipeInput } from '../../src/core/contract/recipes';
import { languageOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { hashSecret, newSecret } from '../auth/secrets';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { findPreview, insertPreview } from '../repositories/previews';
import { previewRecord, publishingProblems } from '../services/recipe-writer';
import type { App } from '../typed-app';

/** How long a preview link works. */
export const PREVIEW_HOURS = 24;

/**
 * Content-editor previews (SPEC section 2): staff send an unpublished recipe or CMS page and get a
 * link to the site's preview page, whose secret the API keeps only hashed; opening it asks the API
 * with a staff session: members get a 403, an expired link a 410.
 */
export function registerPreviewRoutes(app: App) {
  const { db } = app.db;

  app.post(
    '/v1/previews',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['previews'],
        operationId: 'createPreview',
        summary: `A link, for ${PREVIEW_HOURS} hours and staff only, showing an unpublished recipe or CMS page`,
        body: newPreviewBodySchema,
        response: { 201: previewLinkSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { locale, recipe, page } = request.body;
      let data: Record<string, unknown>;
      if (recipe) {
        const [problem] = publishingProblems(recipe as RecipeInput);
        if (problem) throw invalidBody(`recipe.${problem.field}`, problem.message);
        data = { recipe: previewRecord(languageOf(locale), recipe as RecipeInput) };
      } else data = { page };
      const token = newSecret();
      const expiresAt = new Date(Date.now() + PREVIEW_HOURS * 3_600_000);
      await insertPreview(db, {
        token_hash: hashSecret(token),
        kind: recipe ? 'recipe' : 'page',
        locale,
        data: JSON.stringify(data),
        created_by: request.memberId,
        expires_at: expiresAt,
      });
      const url = `${app.config.publicUrl}${routeTo(locale, 'preview')}?token=${token}`;
      return reply.status(201).send({ url, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    '/v1/previews/:token',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['previews'],
        operationId: 'getPreview',
        summary: 'What a preview link shows (staff only)',
        params: previewParamsSchema,
        response: { 200: previewSchema, 404: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await findPreview(db, hashSecret(request.params.token));
      if (!row) throw notFound('This preview link is not valid.');
      if (new Date(row.expires_at).getTime() <= Date.now())
        throw new ApiError(410, ERRNO.MISSING_RESOURCE, 'This preview link has expired.');
      reply.header('Cache-Control', 'private, no-store');
      return {
        kind: row.kind,
        locale: row.locale,
        expires_at: new Date(row.expires_at).toISOString(),
        ...row.data,
      } as Preview;
    },
  );
}

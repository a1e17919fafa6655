import { cmsPageParamsSchema, cmsPageResponseSchema } from '../../src/core/contract/pages';
import { errorSchema } from '../../src/core/contract/errors';
import { notFound } from '../errors';
import { findCmsPage } from '../repositories/pages';
import type { App } from '../typed-app';

/** CMS pages by their per-locale id (locales/{locale}/site.json, cms): story, legal, app, landing… */
export function registerPageRoutes(app: App) {
  const { db } = app.db;
  app.get(
    '/v1/pages/:id',
    {
      schema: {
        tags: ['pages'],
        summary: 'A content-management page of one locale',
        operationId: 'getCmsPage',
        params: cmsPageParamsSchema,
        response: { 200: cmsPageResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const page = await findCmsPage(db, request.params.id);
      if (!page) throw notFound(undefined, { id: request.params.id, resource_name: 'page' });
      return { data: page };
    },
  );
}

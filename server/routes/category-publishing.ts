import { errorSchema } from '../../src/core/contract/errors';
import { categoryRecordSchema, newCategoryBodySchema } from '../../src/core/contract/taxonomy';
import { securityEvent } from '../auth/security-events';
import { addCategory } from '../services/categories';
import type { App } from '../typed-app';

/**
 * Staff add a recipe category (names in every language, slugs made from them); its page under `c`
 * opens at once through the category fallback route, before the next build makes it static.
 */
export function registerCategoryPublishingRoutes(app: App) {
  app.post(
    '/v1/recipe-categories',
    {
      // Staff by explicit role and a second factor on this session; never by address or badge.
      config: { auth: 'staff' },
      schema: {
        tags: ['taxonomy'],
        summary: 'Add a recipe category in every language (staff only)',
        operationId: 'addRecipeCategory',
        body: newCategoryBodySchema,
        response: { 201: categoryRecordSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const category = await addCategory(app.db.db, request.body.data);
      securityEvent(request, 'staff.category_created', { user_id: request.memberId, category_id: category.id });
      app.siteChanged(`category ${category.id}`);
      return reply.status(201).send({ data: category });
    },
  );
}

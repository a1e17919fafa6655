import { errorSchema } from '../../src/core/contract/errors';
import { shareTokenParamsSchema, sharedCollectionSchema } from '../../src/core/contract/kitchen';
import { notFound } from '../errors';
import { findSharedCollection } from '../repositories/member-records';
import type { App } from '../typed-app';

/** A recipe collection of a member's kitchen that its owner shares by link (issue 18). */
export function registerSharedCollectionRoutes(app: App) {
  const { db } = app.db;
  app.get(
    '/v1/shared-collections/:token',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['kitchen'],
        summary: 'A recipe collection its owner shares by link: its name and recipes',
        operationId: 'getSharedCollection',
        params: shareTokenParamsSchema,
        response: { 200: sharedCollectionSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const shared = await findSharedCollection(db, request.params.token);
      if (!shared) throw notFound('This collection is not shared, or no longer.');
      reply.header('Cache-Control', 'private, no-store');
      const { name, recipes } = shared.data as { name: string; recipes: string[] };
      return { data: { name, recipes, last_modified: shared.last_modified } };
    },
  );
}

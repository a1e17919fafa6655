import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { errorResponses } from './schemas';

const pageSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        kind: { type: 'string' },
        locale: { type: 'string' },
        title: { type: 'string' },
        description: { type: 'string' },
        sections: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, heading: { type: 'string' }, paragraphs: { type: 'array', items: { type: 'string' } } },
          },
        },
        last_modified: { type: 'integer' },
      },
    },
  },
} as const;

/** CMS pages by their per-locale id (locales/{locale}/site.json, cms): story, legal, app, landing… */
export function registerPageRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.get<{ Params: { id: string } }>(
    '/v1/pages/:id',
    {
      schema: {
        tags: ['pages'],
        summary: 'A content-management page of one locale',
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } }, required: ['id'] },
        response: { 200: pageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await ctx.db.db.selectFrom('cms_pages').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound(undefined, { id: request.params.id, resource_name: 'page' });
      const { updated_at, ...page } = row;
      return { data: { ...page, last_modified: new Date(updated_at).getTime() } };
    },
  );
}

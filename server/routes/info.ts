import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';

const VERSION = '0.1.0';

/** Server info (Kinto's "hello") and the health endpoint load balancers poll. */
export function registerInfoRoutes(app: FastifyInstance, { db, engine }: Db, publicUrl: string) {
  app.get(
    '/v1/',
    {
      schema: {
        tags: ['server'],
        summary: 'Server information',
        response: {
          200: {
            type: 'object',
            properties: {
              project_name: { type: 'string' },
              project_version: { type: 'string' },
              http_api_version: { type: 'string' },
              url: { type: 'string' },
              settings: { type: 'object', properties: { readonly: { type: 'boolean' } } },
              capabilities: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
    async () => ({
      project_name: 'miamo',
      project_version: VERSION,
      http_api_version: '1.23',
      url: `${publicUrl}/v1/`,
      settings: { readonly: false },
      capabilities: {},
    }),
  );

  app.get(
    '/v1/__heartbeat__',
    {
      schema: {
        tags: ['server'],
        summary: 'Health: the database answers',
        response: {
          200: { type: 'object', properties: { database: { type: 'boolean' }, engine: { type: 'string' } } },
          503: { type: 'object', properties: { database: { type: 'boolean' }, engine: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      const ok = await db
        .selectNoFrom((eb) => eb.val(1).as('one'))
        .execute()
        .then(() => true)
        .catch(() => false);
      return reply.status(ok ? 200 : 503).send({ database: ok, engine });
    },
  );
}

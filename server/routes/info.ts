import { heartbeatSchema, serverInfoSchema } from '../../src/core/contract/server-info';
import { databaseAnswers } from '../repositories/health';
import type { App } from '../typed-app';

const VERSION = '0.1.0';

/** Server info (Kinto's "hello") and the health endpoint load balancers poll. */
export function registerInfoRoutes(app: App) {
  const { db, engine } = app.db;

  app.get(
    '/v1/',
    {
      schema: {
        tags: ['server'],
        summary: 'Server information',
        operationId: 'getServerInfo',
        response: { 200: serverInfoSchema },
      },
    },
    async () => ({
      project_name: 'miamo',
      project_version: VERSION,
      http_api_version: '1.23',
      url: `${app.config.publicUrl}/v1/`,
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
        operationId: 'getHeartbeat',
        response: { 200: heartbeatSchema, 503: { ...heartbeatSchema, description: 'The database does not answer' } },
      },
    },
    async (_request, reply) => {
      const ok = await databaseAnswers(db);
      return reply.status(ok ? 200 : 503).send({ database: ok, engine });
    },
  );
}

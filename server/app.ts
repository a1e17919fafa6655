import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/create-db';
import { ERRNO, errorBody, registerErrorHandling } from './errors';
import { registerInfoRoutes } from './routes/info';
import { registerRecipeRoutes } from './routes/recipes';
import { type SiteState, registerSite } from './site/serve-site';

export interface AppOptions {
  db: Db;
  publicUrl: string;
  /** The built site to serve; omitted in API-only tests. */
  site?: { dir: string; state: SiteState };
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app without listening: the server entry listens, tests call `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // Unknown query fields are errors (Kinto's "Unknown filter field"), not silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  registerErrorHandling(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1')) {
      reply.header('Access-Control-Expose-Headers', 'Next-Page, ETag, Last-Modified, Total-Records, Total-Objects, Backoff, Retry-After, Alert');
    }
    return payload;
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Miamo API', version: '1' },
      servers: [{ url: options.publicUrl }],
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerInfoRoutes(app, options.db, options.publicUrl);
  registerRecipeRoutes(app, options.db, options.publicUrl);
  if (options.site) await registerSite(app, path.resolve(options.site.dir), options.site.state);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send(errorBody(404, ERRNO.MISSING_RESOURCE, 'The resource you are looking for could not be found.')),
    );
  }
  return app;
}

import { langQuerySchema } from '../../src/core/contract/accounts';
import { projectListSchema, projectParamsSchema, projectSchema } from '../../src/core/contract/cocreation';
import { errorSchema } from '../../src/core/contract/errors';
import { memberHourlyLimit } from '../http/member-limit';
import { languageFromLangParam } from '../i18n';
import { projectNotFound, projectsFor, stopTakingPart, takePart } from '../services/cocreation';
import type { App } from '../typed-app';

/** Joins and departures a member may make in an hour. */
export const PARTICIPATION_CHANGES_PER_HOUR = 60;

/**
 * Co-creation projects (SPEC sections 1, 2 and 4): anyone reads them in a language, with their
 * story, members and recipes; a member takes part in one that is not finished, or leaves it.
 */
export function registerCocreationRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;
  const one = async (
    id: string,
    lang: string | undefined,
    acceptLanguage: string | undefined,
    userId: string | null,
  ) => {
    const [project] = await projectsFor(
      db,
      languageFromLangParam(lang, acceptLanguage),
      userId,
      new Date(),
      publicUrl,
      id,
    );
    if (!project) throw projectNotFound(id);
    return project;
  };

  app.get(
    '/v1/cocreation-projects',
    {
      schema: {
        tags: ['cocreation'],
        operationId: 'listCocreationProjects',
        summary: 'The co-creation projects with words in a language, latest start first',
        querystring: langQuerySchema,
        response: { 200: projectListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      const language = languageFromLangParam(request.query.lang, request.headers['accept-language']);
      return { data: await projectsFor(db, language, request.userId, new Date(), publicUrl) };
    },
  );

  app.get(
    '/v1/cocreation-projects/:id',
    {
      schema: {
        tags: ['cocreation'],
        operationId: 'getCocreationProject',
        summary: 'One co-creation project in a language',
        params: projectParamsSchema,
        querystring: langQuerySchema,
        response: { 200: projectSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return one(request.params.id, request.query.lang, request.headers['accept-language'], request.userId);
    },
  );

  for (const method of ['PUT', 'DELETE'] as const)
    app.route({
      method,
      url: '/v1/cocreation-projects/:id/participation',
      config: {
        auth: 'member',
        // Taking part shows on the project's page (src/core's rule); leaving needs nothing.
        ...(method === 'PUT' ? { confirmed: 'join' as const } : {}),
        ...memberHourlyLimit(PARTICIPATION_CHANGES_PER_HOUR, 'project changes'),
      },
      schema: {
        tags: ['cocreation'],
        operationId: method === 'PUT' ? 'joinCocreationProject' : 'leaveCocreationProject',
        summary:
          method === 'PUT'
            ? 'Take part in a project that is not finished (409 errno 133 once it is)'
            : 'Stop taking part in a project',
        params: projectParamsSchema,
        querystring: langQuerySchema,
        response: { 200: projectSchema, 404: errorSchema, 409: errorSchema },
      },
      handler: async (request) => {
        const { id } = request.params;
        if (method === 'PUT') await takePart(db, id, request.memberId, new Date());
        else await stopTakingPart(db, id, request.memberId);
        return one(id, request.query.lang, request.headers['accept-language'], request.memberId);
      },
    });
}

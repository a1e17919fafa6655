import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/authenticate';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { listLiveSessions, revokeOtherSessions, revokeSession } from '../repositories/tokens';
import { authRateLimit } from './account';
import { errorSchema } from './schemas';

/** Fastify serialises only these fields: the token's hash can never leave in a listing. */
const sessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: 'string', format: 'date-time' },
    user_agent: { type: 'string' },
    current: { type: 'boolean' },
  },
  required: ['id', 'created_at', 'last_used_at', 'user_agent', 'current'],
} as const;

const deletedSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
  required: ['id', 'deleted'],
} as const;

const errors = { 401: errorSchema, 500: errorSchema } as const;
const sessionParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

/** The caller's own sessions: list them, sign one out, sign out all the others (issue 11). */
export function registerSessionRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;

  app.get(
    '/v1/sessions',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's live sessions, the most recently used first",
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: sessionSchema } }, required: ['data'] }, ...errors },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const sessions = await listLiveSessions(db, userId);
      return {
        data: sessions.map((session) => ({
          id: session.id,
          created_at: session.created_at.toISOString(),
          last_used_at: session.last_used_at.toISOString(),
          user_agent: session.user_agent,
          current: session.id === request.session!.id,
        })),
      };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/sessions/:id',
    {
      config: authRateLimit(ctx),
      schema: {
        tags: ['account'],
        summary: "Signs out one of the caller's sessions (another member's is not found)",
        params: sessionParams,
        response: { 200: { type: 'object', properties: { data: deletedSchema }, required: ['data'] }, 400: errorSchema, 404: errorSchema, 429: errorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      // Someone else's session and an ended one answer alike: ids reveal nothing.
      const id = await revokeSession(db, userId, request.params.id);
      if (!id) throw notFound();
      return { data: { id, deleted: true } };
    },
  );

  app.delete(
    '/v1/sessions',
    {
      config: authRateLimit(ctx),
      schema: {
        tags: ['account'],
        summary: 'Signs out every session of the caller but the current one',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: deletedSchema } }, required: ['data'] }, 429: errorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const ids = await revokeOtherSessions(db, userId, request.session!.id);
      return { data: ids.map((id) => ({ id, deleted: true })) };
    },
  );
}

import { sessionListSchema } from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { requireRecentPassword } from '../auth/authenticate';
import { notFound } from '../errors';
import { listLiveSessions, revokeOtherSessions, revokeSession } from '../repositories/tokens';
import type { App } from '../typed-app';

const deletedSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
  required: ['id', 'deleted'],
} as const;

const sessionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** The caller's own sessions: list them, sign one out, sign out all the others (issue 11). */
export function registerSessionRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get(
    '/v1/sessions',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['account'],
        operationId: 'listSessions',
        summary: "The caller's live sessions, the most recently used first",
        // Fastify serialises only the schema's fields: the token's hash can never leave in a listing.
        response: { 200: sessionListSchema },
      },
    },
    async (request) => {
      const sessions = await listLiveSessions(db, request.memberId);
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

  app.delete(
    '/v1/sessions/:id',
    {
      config: { auth: 'member', rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'revokeSession',
        summary:
          "Signs out one of the caller's sessions (another member's is not found); another than the current one needs a recent proof of the password",
        params: sessionParams,
        response: {
          200: { type: 'object', properties: { data: deletedSchema }, required: ['data'] },
          // 403 errno 130: another session than the current one, without a recent proof of the password.
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      // Signing another device out is shutting it out, one at a time: a recent proof of the
      // password, as for all the others at once (issue 38). Its own session a member may always end.
      if (request.params.id !== request.session!.id) requireRecentPassword(request);
      // Someone else's session and an ended one answer alike: ids reveal nothing.
      const id = await revokeSession(db, request.memberId, request.params.id);
      if (!id) throw notFound();
      return { data: { id, deleted: true } };
    },
  );

  app.delete(
    '/v1/sessions',
    {
      // A stolen session must not shut its owner's devices out: like the other sensitive changes,
      // it needs the password proved in the last 10 minutes (issue 38).
      config: { auth: 'recent-password', rateLimit },
      schema: {
        tags: ['account'],
        operationId: 'revokeOtherSessions',
        summary: 'Signs out every session of the caller but the current one (needs a recent proof of the password)',
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: deletedSchema } }, required: ['data'] },
        },
      },
    },
    async (request) => {
      const ids = await revokeOtherSessions(db, request.memberId, request.session!.id);
      return { data: ids.map((id) => ({ id, deleted: true })) };
    },
  );
}

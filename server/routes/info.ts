import { heartbeatSchema, lbHeartbeatSchema, serverInfoSchema } from '../../src/core/contract/server-info';
import { databaseAnswers } from '../repositories/health';
import type { App } from '../typed-app';

const VERSION = '0.1.0';

/** An hour-old unsent mail means the retries are losing to an SMTP outage. */
const MAIL_BACKLOG_ALARM_SECONDS = 3_600;

/** Server info (Kinto's "hello"), the monitors' heartbeat and the load balancers' one. */
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
      // Each call asks the database and the storage: bounded per client like the load balancers' one.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['server'],
        summary: 'Health of each dependency: database, Redis, image storage, mail delivery',
        operationId: 'getHeartbeat',
        response: {
          200: heartbeatSchema,
          503: { ...heartbeatSchema, description: 'A dependency does not answer (false in the body)' },
        },
      },
    },
    async (_request, reply) => {
      const [database, storage, backlog] = await Promise.all([
        databaseAnswers(db),
        // A key nothing is stored under: reachable storage answers "none", an outage throws.
        app.images.get('heartbeat.png').then(
          () => true,
          () => false,
        ),
        app.mailer.backlog().catch(() => null),
      ]);
      const redis = app.redisUp();
      const mail =
        backlog === null
          ? false
          : app.config.smtpUrl
            ? (backlog.oldestUnsentSeconds ?? 0) < MAIL_BACKLOG_ALARM_SECONDS
            : null;
      const healthy = database && storage && redis !== false && mail !== false;
      return reply.status(healthy ? 200 : 503).send({
        database,
        engine,
        redis,
        storage,
        mail,
        mail_unsent: backlog?.unsent ?? 0,
        mail_oldest_unsent_seconds: backlog?.oldestUnsentSeconds ?? null,
      });
    },
  );

  app.get(
    '/v1/__lbheartbeat__',
    {
      schema: {
        tags: ['server'],
        summary: "Load balancers' health: this process answers (no dependency is asked)",
        operationId: 'getLbHeartbeat',
        response: { 200: lbHeartbeatSchema },
      },
      // Cheap, but open to anyone: bounded like everything else.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async () => ({}),
  );
}

import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { PHOTO_UPLOAD } from '../src/core/rules';
import { createAccountLimits } from './auth/account-limits';
import { registerAuthentication } from './auth/authenticate';
import { type Limiters, clientKey, memoryLimiters, redisLimiters } from './auth/limits';
import { securityLog } from './auth/security-events';
import { limiterRateStore } from './auth/rate-limit-store';
import type { AccountLimits } from './auth/account-limits';
import { SECURITY_SCHEME, registerRouteAuth } from './auth/route-auth';
import type { ApiConfig } from './config';
import { type ContractViolation, declareAppResponses, registerContractCheck } from './http/contract';
import type { Mailer } from './mail/mailer';
import type { ApiTypeProvider, App } from './typed-app';
import type { Db } from './db/create-db';
import { ERRNO, errorBody, registerErrorHandling } from './errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerJsonParser, registerValidation } from './validation';
import { type ImageWork, createImageWork } from './images/image-work';
import { type ImageStorage, diskStorage } from './images/storage';
import { createMailer } from './mail/mailer';
import type { PaymentProvider } from './billing/provider';
import { testProvider } from './billing/test-provider';
import { type SiteState, registerSite } from './site/serve-site';
import { registerApiRoutes } from './api-routes';

export interface AppOptions {
  /** The API's settings, parsed once (server/config.ts) and decorated as `app.config`. */
  config: ApiConfig;
  db: Db;
  /** Where uploaded and seeded images live (a disk directory), or a storage of its own. */
  images: string | ImageStorage;
  /** Every limit and failed-login delay shared through Redis (REDIS_URL); else in the process. */
  redis?: Redis;
  /** Stripe when configured (its webhook secret inside), else the local test provider. */
  payments?: PaymentProvider;
  /** The built site to serve; omitted in API-only tests. */
  site?: { dir: string; state: SiteState };
  /** Catalogue changes the static pages show (published recipes, new categories) ask for a rebuild here. */
  siteChanged?: (reason: string) => void;
  logger?: FastifyServerOptions['logger'];
  /** Tests: every answer is held to its declared status and schema (server/http/contract.ts). */
  contractCheck?: (violation: ContractViolation) => void;
}

declare module 'fastify' {
  /** What every route shares, decorated once when the app is built. */
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    mailer: Mailer;
    images: ImageStorage;
    /** This app's own line of image jobs and cache of drawn variants (never the module's). */
    imageWork: ImageWork;
    limits: AccountLimits;
    /** Whether the shared limits' Redis answers; null when none is configured (the heartbeat). */
    redisUp: () => boolean | null;
    /** The limiter of each kind of limit (in the process, or Redis when shared). */
    limiters: Limiters;
    payments: PaymentProvider;
    /** A change of what the static pages show: the server rebuilds them (none in API-only tests). */
    siteChanged: (reason: string) => void;
  }
}

/** A hop count trusts that many proxies in front (proxy-addr's hop index starts at 0). */
function trustProxyOption(trust: ApiConfig['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ? [...trust] : false;
}

/** What every route shares (`app.config`, `app.db`, the mailer, images, limiters, payments). */
function decorateApp(app: App, options: AppOptions) {
  const { config } = options;
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate(
    'mailer',
    createMailer(
      options.db.db,
      config.smtpUrl,
      config.mailFrom,
      (error) => app.log.error({ err: error }, 'mail delivery failed'),
      { onRefused: (mail) => securityLog(app.log, 'mail.refused', { ...mail }) },
    ),
  );
  app.decorate(
    'images',
    typeof options.images === 'string' ? diskStorage(path.resolve(options.images)) : options.images,
  );
  app.decorate('imageWork', createImageWork(app.images));
  // Redis, when configured, shares the counters; while it is away each process counts alone.
  const { redis } = options;
  app.decorate('redisUp', () => (redis ? redis.status === 'ready' : null));
  app.decorate('limiters', redis ? redisLimiters(redis) : memoryLimiters());
  app.decorate('limits', createAccountLimits(app.limiters));
  app.decorate('payments', options.payments ?? testProvider());
  app.decorate('siteChanged', options.siteChanged ?? (() => {}));
}

/** Compression, the per-client rate limit, multipart uploads, the OpenAPI document and CORS' exposed headers. */
async function registerPlugins(app: App) {
  const { config } = app;
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.authRateLimit,
    // An IPv6 client is its /64: one subscriber holds all of it.
    keyGenerator: clientKey,
    store: limiterRateStore(app.limiters('rate', 1, 60_000)),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, ERRNO.TOO_MANY_REQUESTS, `Too many requests, try again in ${context.after}.`),
      statusCode: 429,
    }),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 5 } });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Miamo API',
        version: '1',
        description: 'The /v1 API of Miamo (SPEC section 7).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      // Every /v1 route reads a member token when one is sent (a dead one is a 401); the routes
      // that need one say so (route-auth), those that read none say `security: []`.
      security: [{}, { [SECURITY_SCHEME]: [] }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`Bearer+Email <token>` (or `Bearer <token>`), the access_token of a login or sign-up',
          },
        },
      },
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1')) {
      reply.header(
        'Access-Control-Expose-Headers',
        'Next-Page, ETag, Last-Modified, Total-Records, Total-Objects, Backoff, Retry-After, Alert',
      );
    }
    return payload;
  });
}

/** Builds the app without listening: the server entry listens, tests call `inject`. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Only a configured proxy may name the client: otherwise a forged X-Forwarded-For would
    // give every request a new address and walk past every per-client limit.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify's JSON parser refuses a body that would poison prototypes (registerJsonParser keeps it).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ApiTypeProvider>();
  decorateApp(app, options);
  if (options.contractCheck) registerContractCheck(app, options.contractCheck);
  declareAppResponses(app);
  registerValidation(app);
  registerJsonParser(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  registerRouteAuth(app, options.db);

  await registerPlugins(app);
  registerAuthentication(app, options.db);

  registerApiRoutes(app);

  if (options.site) await registerSite(app, path.resolve(options.site.dir), options.site.state);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply
        .status(404)
        .send(errorBody(404, ERRNO.MISSING_RESOURCE, 'The resource you are looking for could not be found.')),
    );
  }
  return app;
}

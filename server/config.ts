import path from 'node:path';
import type { StripeSettings } from './billing/stripe-provider';
import type { S3Config } from './images/s3-storage';
import { DEVELOPMENT_KEY, type SecretKey, parseSecretKeys } from './auth/secret-box';

/** Every setting of the server, parsed once from the environment (README has the table). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where PGlite, uploads and the lock live when DATABASE_URL is not set. */
  readonly dataDir: string;
  /** A PostgreSQL URL; empty means the embedded PGlite database under dataDir. */
  readonly databaseUrl: string;
  /** The site's public origin, used for absolute links (Next-Page, canonical URLs). */
  readonly publicUrl: string;
  /** auto: build when no current build exists; always; never. */
  readonly buildSite: 'auto' | 'always' | 'never';
  /** Rebuild the static pages when staff publish or moderators validate (REBUILD_SITE=on, the default). */
  readonly rebuildSite: boolean;
  /** Where the site is built (its public/ and .cache/); empty means the project directory itself. */
  readonly siteDir: string;
  /** Seed the demo catalogue when the database has no recipes. */
  readonly seed: boolean;
  readonly logLevel: string;
  /** SMTP delivery (smtp://user:pass@host:port); empty keeps mails in the outbox only. */
  readonly smtpUrl: string;
  readonly mailFrom: string;
  /** The outbox page at /dev/outbox: opt-in (OUTBOX_PAGE=on), answered on loopback only. */
  readonly outboxPage: boolean;
  /** NODE_ENV=production: development conveniences are refused at start (productionProblems). */
  readonly production: boolean;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): none by default, so per-client limits
   * use the socket address; a hop count, or a comma-separated list of addresses and CIDRs.
   */
  readonly trustProxy: false | number | readonly string[];
  /** Shared rate limits and lock-outs for several server processes (REDIS_URL); empty keeps them in the process. */
  readonly redisUrl: string;
  /** How long an anonymous catalogue answer is reused in the process, in ms. */
  readonly catalogueCacheMs: number;
  /** Log-in, sign-up and reset attempts per minute and client address, per route. */
  readonly authRateLimit: number;
  /**
   * The keys sealing TOTP secrets at rest (TOTP_KEYS), the first sealing, all reading; unset, the
   * development key outside production, none in production (the start refuses).
   */
  readonly totpKeys: readonly SecretKey[];
  /** Stripe when STRIPE_SECRET_KEY is set (then its webhook secret and the two price ids too). */
  readonly stripe: StripeSettings | null;
  /** Images in an S3-compatible bucket instead of DATA_DIR/images, when S3_BUCKET is set. */
  readonly s3: S3Config | null;
}

function s3Of(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  return Object.freeze({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  });
}

export class ConfigError extends Error {}

function stripeOf(env: NodeJS.ProcessEnv) {
  if (!env.STRIPE_SECRET_KEY) return null;
  const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'].filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too`);
  return Object.freeze({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: (env.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/$/, ''),
    prices: { monthly: env.STRIPE_PRICE_MONTHLY!, yearly: env.STRIPE_PRICE_YEARLY! },
  });
}

function choice<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  }
  return value as T;
}

function nonNegative(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number of milliseconds; got "${value}"`);
  return n;
}

function positive(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number above 0; got "${value}"`);
  return n;
}

function trustProxyOf(value: string): ServerConfig['trustProxy'] {
  const text = value.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.find(
    (part) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part),
  );
  if (bad)
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or addresses and CIDRs (or loopback, linklocal, uniquelocal); got "${bad}"`,
    );
  return Object.freeze(list);
}

function totpKeysOf(value: string, production: boolean): readonly SecretKey[] {
  const keys = parseSecretKeys(value);
  if (typeof keys === 'string') throw new ConfigError(keys);
  return Object.freeze(keys.length || production ? keys : [DEVELOPMENT_KEY]);
}

/**
 * What a production start refuses, each with the setting to change: the conveniences that make
 * local use easy are takeover paths on a public server (issue 11).
 */
export function productionProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.outboxPage) problems.push('OUTBOX_PAGE is on: set OUTBOX_PAGE=off (the outbox shows one-time links)');
  if (!config.stripe)
    problems.push(
      'payments would use the local test provider: set STRIPE_SECRET_KEY (and its webhook secret and prices)',
    );
  if (!config.totpKeys.length)
    problems.push('no TOTP_KEYS: second-factor secrets need a key to be sealed at rest (openssl rand -base64 32)');
  if (config.seed) problems.push('SEED=auto seeds demo content and profiles: set SEED=never');
  if (!config.databaseUrl)
    problems.push('the embedded PGlite database runs with fsync off: set DATABASE_URL to a PostgreSQL server');
  if (!config.smtpUrl) problems.push('no SMTP_URL: account mails would never leave the outbox');
  return problems;
}

/** What the API itself reads: decorated once on the app as `app.config` (server/app.ts). */
export type ApiConfig = Pick<
  ServerConfig,
  'publicUrl' | 'smtpUrl' | 'mailFrom' | 'outboxPage' | 'trustProxy' | 'catalogueCacheMs' | 'authRateLimit' | 'totpKeys'
>;

/** The API settings of an empty environment with some of them replaced (tests, tools). */
export function apiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const { publicUrl, smtpUrl, mailFrom, outboxPage, trustProxy, catalogueCacheMs, authRateLimit, totpKeys } =
    parseConfig({});
  return Object.freeze({
    publicUrl,
    smtpUrl,
    mailFrom,
    outboxPage,
    trustProxy,
    catalogueCacheMs,
    authRateLimit,
    totpKeys,
    ...overrides,
  });
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number; got "${env.PORT}"`);
  const host = env.HOST ?? '0.0.0.0';
  return Object.freeze({
    port,
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL ?? '',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    buildSite: choice('BUILD_SITE', env.BUILD_SITE ?? 'auto', ['auto', 'always', 'never'] as const),
    rebuildSite: choice('REBUILD_SITE', env.REBUILD_SITE ?? 'on', ['on', 'off'] as const) === 'on',
    siteDir: env.SITE_DIR ? path.resolve(cwd, env.SITE_DIR) : '',
    seed: choice('SEED', env.SEED ?? 'auto', ['auto', 'never'] as const) === 'auto',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Miamo <hello@miamo.localhost>',
    catalogueCacheMs: nonNegative('CATALOGUE_CACHE_MS', env.CATALOGUE_CACHE_MS ?? '1000'),
    authRateLimit: positive('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT ?? '10'),
    stripe: stripeOf(env),
    s3: s3Of(env),
    outboxPage: choice('OUTBOX_PAGE', env.OUTBOX_PAGE ?? 'off', ['on', 'off'] as const) === 'on',
    production: env.NODE_ENV === 'production',
    trustProxy: trustProxyOf(env.TRUST_PROXY ?? ''),
    redisUrl: env.REDIS_URL ?? '',
    totpKeys: totpKeysOf(env.TOTP_KEYS ?? '', env.NODE_ENV === 'production'),
  });
}

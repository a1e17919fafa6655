/** Kinto's "hello" at /v1/ (PROTOCOLS section 1): what a Kinto client reads first. */
export const serverInfoSchema = {
  type: 'object',
  properties: {
    project_name: { type: 'string' },
    project_version: { type: 'string' },
    http_api_version: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    settings: {
      type: 'object',
      properties: { readonly: { type: 'boolean' } },
      required: ['readonly'],
      additionalProperties: false,
    },
    capabilities: { type: 'object', additionalProperties: true },
  },
  required: ['project_name', 'project_version', 'http_api_version', 'url', 'settings', 'capabilities'],
  additionalProperties: false,
} as const;

/** The health a load balancer polls: 200 when the database answers, else 503 with the same body. */
/**
 * Each dependency as Kinto's heartbeat reports it: true when it answers, false when it does not
 * (the answer is then a 503), null when this server does not use it. The mail backlog is a
 * failure once its oldest unsent mail is an hour old (an SMTP outage the retries have not beaten).
 */
export const heartbeatSchema = {
  type: 'object',
  properties: {
    database: { type: 'boolean' },
    engine: { type: 'string', enum: ['pglite', 'postgres'] },
    redis: { type: ['boolean', 'null'] },
    storage: { type: 'boolean' },
    mail: { type: ['boolean', 'null'] },
    mail_unsent: { type: 'integer', minimum: 0 },
    mail_oldest_unsent_seconds: { type: ['integer', 'null'] },
  },
  required: ['database', 'engine', 'redis', 'storage', 'mail', 'mail_unsent', 'mail_oldest_unsent_seconds'],
  additionalProperties: false,
} as const;

/** The load balancer's check: this process answers, whatever its dependencies do. */
export const lbHeartbeatSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

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
export const heartbeatSchema = {
  type: 'object',
  properties: { database: { type: 'boolean' }, engine: { type: 'string', enum: ['pglite', 'postgres'] } },
  required: ['database', 'engine'],
  additionalProperties: false,
} as const;

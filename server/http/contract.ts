import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorSchema } from '../../src/core/contract/errors';

type Responses = Record<string, unknown>;

/**
 * Declares, on every documented route, the statuses the app itself may answer before or around
 * the handler: 500 (the error handler), 401 (a token that is sent but dead, read on every /v1
 * route), 400 for input that fails its schema or is not JSON (and on every route for a NUL in the
 * path or query: server/validation.ts), 413 and 415 for bodies, 429 where a rate limit applies. A
 * route's own declarations win.
 */
export function declareAppResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { response?: Responses; hide?: boolean } | undefined;
    if (!schema || schema.hide) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown; rawToken?: boolean };
    const methods = [route.method].flat();
    const takesBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
    // 503: the database or the image storage is away for a moment (Retry-After says when to retry).
    const app: Responses = { 400: errorSchema, 500: errorSchema, 503: errorSchema };
    if (route.url.startsWith('/v1') && !config.rawToken) app[401] = errorSchema;
    if (takesBody) Object.assign(app, { 413: errorSchema, 415: errorSchema });
    if (config.rateLimit) app[429] = errorSchema;
    route.schema = { ...schema, response: { ...app, ...schema.response } };
  });
}

export interface ContractViolation {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/**
 * In tests: every answer of a documented route must have its status declared and match the
 * declared schema, so the OpenAPI document cannot lie. Violations go to `report`.
 */
export function registerContractCheck(app: FastifyInstance, report: (violation: ContractViolation) => void) {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const validators = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.schema as { response?: Responses; hide?: boolean } | undefined;
    if (!schema || schema.hide || !request.routeOptions.url) return payload;
    const status = reply.statusCode;
    const where = { method: request.method, url: request.routeOptions.url, status };
    const declared =
      schema.response?.[status] ?? schema.response?.[`${String(status)[0]}xx`] ?? schema.response?.default;
    if (!declared) {
      report({ ...where, problem: `status ${status} is not declared` });
      return payload;
    }
    const isJson = String(reply.getHeader('content-type') ?? '').includes('json');
    const body = declared as { type?: unknown; properties?: unknown; anyOf?: unknown };
    if (isJson && typeof payload === 'string' && payload && (body.type || body.properties || body.anyOf)) {
      const validate = validatorOf(declared as object);
      if (!validate(JSON.parse(payload))) report({ ...where, problem: ajv.errorsText(validate.errors) });
    }
    return payload;
  });
}

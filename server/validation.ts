import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/** A UUID in text; Postgres refuses any other text compared with a uuid column. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Two validators: query strings and paths are text, so their numbers and booleans are coerced;
 * bodies are JSON and must carry the right types (a 7 is not an id). Unknown fields are errors
 * in both, never silently dropped.
 */
export function registerValidation(app: FastifyInstance) {
  const options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false } as const;
  const coercing = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...options, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}

/**
 * JSON bodies, where an empty body is no body: Kinto clients send Content-Type: application/json
 * on every request, GET and DELETE included (PROTOCOLS section 2.1). Like Fastify's own parser,
 * a body carrying `__proto__` or `constructor.prototype` is refused (prototype poisoning).
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}

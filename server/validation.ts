import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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

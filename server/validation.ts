import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { invalidBody } from './errors';

/** A UUID in text; Postgres refuses any other text compared with a uuid column. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses text the database cannot store (the NUL character) with a 400 naming the field, not a 500. */
export function assertStorableText(field: string, text: string): void {
  if (text.includes('\u0000')) throw invalidBody(field, 'The text holds a character that cannot be stored');
}

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
 * JSON bodies through Fastify's own parser, which refuses `__proto__` and `constructor.prototype`
 * as the app's options say (onProtoPoisoning, onConstructorPoisoning). Wrapped for one rule it
 * cannot be told: an empty body is no body, since Kinto clients send Content-Type:
 * application/json on every request, GET and DELETE included (PROTOCOLS section 2.1), where
 * Fastify's parser answers FST_ERR_CTP_EMPTY_JSON_BODY.
 */
export function registerJsonParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parse(request, text, done);
  });
}

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { invalidParameter } from './errors';

/**
 * Data as a parser leaves it (JSON, a form, the router's params and the query string, whose
 * objects have a prototype without a constructor): not a Buffer, a stream or another class.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || (proto as { constructor?: unknown }).constructor === undefined || proto === Object.prototype;
}

/**
 * Text PostgreSQL cannot store: the NUL character (in text or jsonb), or half of a surrogate pair,
 * which a JSON body may spell (`"\ud800"`) and jsonb refuses. With the `u` flag, `\p{Cs}` only
 * matches a surrogate that is not part of a pair: emoji are fine.
 */
const HALF_PAIR = /\p{Cs}/u;
/** Whether PostgreSQL would refuse this text; for text decoded from a token the API handed out. */
export const isUnstorable = (text: string) => text.includes('\u0000') || HALF_PAIR.test(text);

/**
 * Where parsed input first holds text PostgreSQL cannot store (isUnstorable): the dotted path of
 * the string or key ('' for the input itself), or null when nowhere. Walked with a stack, not
 * recursion, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableFieldOf(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, at] = next;
    const child = (key: string) => (at ? `${at}.${key}` : key);
    if (typeof value === 'string') {
      if (isUnstorable(value)) return at;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], child(String(i))]);
    } else if (isPlainObject(value)) {
      const keys = Object.keys(value);
      const badKey = keys.find(isUnstorable);
      if (badKey !== undefined) return child(badKey);
      for (let i = keys.length - 1; i >= 0; i--) stack.push([value[keys[i]!], child(keys[i]!)]);
    }
  }
  return null;
}

const UNSTORABLE_REFUSED = 'must not hold the NUL character (\\u0000) or half of a surrogate pair';

/**
 * Every route's path, query and body (JSON or form) are refused with a 400 naming the field when
 * a string or key holds text the database cannot store, before any schema or handler reads them:
 * one rule for the whole API, so no route can forget it (issue 38; it was a 500 from the database).
 */
function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['path', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [location, input] of parts) {
      const field = unstorableFieldOf(input);
      if (field !== null) throw invalidParameter(field || location, UNSTORABLE_REFUSED, location);
    }
  });
}

/**
 * Two validators: query strings and paths are text, so their numbers and booleans are coerced;
 * bodies are JSON and must carry the right types (a 7 is not an id). Unknown fields are errors
 * in both, never silently dropped. Before either, text the database cannot store is refused
 * everywhere (refuseUnstorableText).
 */
export function registerValidation(app: FastifyInstance) {
  const options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false } as const;
  const coercing = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...options, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  refuseUnstorableText(app);
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

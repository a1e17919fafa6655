import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRNO } from '../src/core/contract/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import { StorageUnavailableError } from './images/storage-unavailable';

export { ERRNO };

export interface ErrorDetail {
  location: 'body' | 'querystring' | 'path' | 'header';
  name: string;
  description: string;
}

/** An error the API answers on purpose, in the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errno: number,
    message: string,
    readonly details?: unknown,
    /** Fields added to the error body (a payment's requires_action and client_secret). */
    readonly extra: Record<string, unknown> = {},
    /** Headers of the answer (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function notFound(message = 'The resource you are looking for could not be found.', details?: unknown) {
  return new ApiError(404, details ? ERRNO.RECORD_NOT_FOUND : ERRNO.MISSING_RESOURCE, message, details);
}

export function invalidParameter(name: string, description: string, location: ErrorDetail['location'] = 'querystring') {
  return new ApiError(400, ERRNO.INVALID_PARAMETERS, `${name} in ${location}: ${description}`, [
    { location, name, description },
  ]);
}

/** A body field the handler refuses (errno 107), named for the form: 400, or 409 for a taken value. */
export function invalidBody(name: string, description: string, status = 400) {
  return new ApiError(status, ERRNO.INVALID_POSTED_DATA, `${name} in body: ${description}`, [
    { location: 'body', name, description },
  ]);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid parameters',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function errorBody(code: number, errno: number, message: string, details?: unknown) {
  return { code, errno, error: STATUS_TEXT[code] ?? 'Error', message, details: details ?? null };
}

/** Fastify's schema errors, turned into Kinto's details naming each field. */
function validationDetails(error: FastifyError): ErrorDetail[] {
  const location =
    (error.validationContext ?? 'body') === 'params' ? 'path' : (error.validationContext as ErrorDetail['location']);
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as Record<string, unknown>;
    const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const name = (params.missingProperty as string) ?? (params.additionalProperty as string) ?? (fromPath || location);
    return { location, name, description: issue.message ?? 'is invalid' };
  });
}

/** The one error handler: every failure leaves in the one shape; 5xx internals stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...errorBody(error.statusCode, error.errno, error.message, error.details), ...error.extra });
    }
    if (error.validation) {
      const details = validationDetails(error);
      const errno = error.validation.some((v) => v.keyword === 'required')
        ? ERRNO.MISSING_PARAMETER
        : ERRNO.INVALID_PARAMETERS;
      const first = details[0];
      const message = first ? `${first.name} in ${first.location}: ${first.description}` : error.message;
      return reply.status(400).send(errorBody(400, errno, message, details));
    }
    // A dependency away for a moment: the client is told when to retry, never handed a 500.
    // Only a failure of ours: a client's own fault (an upload it cut, status 4xx) stays what it is.
    const ours = !(error.statusCode && error.statusCode < 500);
    const away =
      error instanceof StorageUnavailableError ? 'storage' : ours && isDatabaseUnavailable(error) ? 'database' : null;
    if (away) {
      request.log.warn({ err: error, dependency: away }, `${away} unavailable: answered 503`);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, ERRNO.BACKEND, 'The service is unavailable for a moment. Please try again shortly.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(errorBody(500, ERRNO.UNDEFINED, 'A server error occurred. Please try again later.'));
    }
    const errno =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? ERRNO.INVALID_JSON
        : status === 413
          ? ERRNO.BODY_TOO_LARGE
          : status === 429
            ? ERRNO.TOO_MANY_REQUESTS
            : ERRNO.INVALID_PARAMETERS;
    const message = errno === ERRNO.INVALID_JSON ? 'body: Invalid JSON' : error.message;
    const details =
      errno === ERRNO.INVALID_JSON ? [{ location: 'body', name: 'body', description: 'Invalid JSON' }] : undefined;
    return reply.status(status).send(errorBody(status, errno, message, details));
  });
}

import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '../../src/core/site/secret-links';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request serializer with the address's one-time secrets redacted (reset tokens,
 * activation and confirmation keys, a login's `next` carrying one): e-mailed links are logged
 * on every request that opens them, and a log is read by more people than a mailbox.
 */
export function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The server's logger options: the level, and no secret in what a request line holds. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestSerializer as never },
  };
}

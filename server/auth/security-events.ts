import type { FastifyRequest } from 'fastify';

/**
 * Security events (logins, lock-outs, resets, e-mail and password changes, role changes, staff
 * publishing, refused webhook signatures) as structured log lines with `security: <event>`, so
 * they can be found and alerted on: warnings, but for a plain successful login (info). Never a
 * password, a token or a link.
 */
export function securityEvent(
  request: Pick<FastifyRequest, 'log' | 'ip'>,
  event: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'warn',
) {
  request.log[level]({ security: event, ip: request.ip, ...fields }, `security: ${event}`);
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Security events (logins, lock-outs, resets, e-mail and password changes, role changes, staff
 * publishing, refused webhook signatures, spent budgets) as structured log lines with
 * `security: <event>`, so they can be found and alerted on: warnings, but for a plain successful
 * login (info). Never a password, a token or a link.
 */
export function securityEvent(
  request: Pick<FastifyRequest, 'log' | 'ip'>,
  event: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'warn',
) {
  securityLog(request.log, event, { ip: request.ip, ...fields }, level);
}

/** The same line where no request is at hand (the mailer, background jobs). */
export function securityLog(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  event: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'warn',
) {
  log[level]({ security: event, ...fields }, `security: ${event}`);
}

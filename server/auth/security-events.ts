import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** This process's key for address tags: it is never written anywhere, so no log reader can reverse a tag. */
const TAG_KEY = randomBytes(32);

/**
 * What a security line holds instead of an address someone typed (a failed login's, which may be
 * a password typed in the wrong field, or a stranger's address): a keyed hash, the same for the
 * same text within this process, so repeated attempts on one address can still be told apart.
 */
export function addressTag(typed: string): string {
  return createHmac('sha256', TAG_KEY).update(typed).digest('hex').slice(0, 16);
}

/**
 * Security events (logins, lock-outs, resets, e-mail and password changes, role changes, staff
 * publishing, refused webhook signatures, spent budgets) as structured log lines with
 * `security: <event>`, so they can be found and alerted on: warnings, but for a plain successful
 * login (info). Never a password, a token, a link or a typed address (`addressTag`).
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

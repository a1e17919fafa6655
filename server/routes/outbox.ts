import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { latestOutboxMails } from '../repositories/outbox';
import { latestSms } from '../repositories/sms-outbox';
import type { App } from '../typed-app';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:50rem;margin:auto;padding:1rem}pre{white-space:pre-wrap}';
/** The page's own policy: nothing but its one style sheet, allowed by hash. */
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The outbox holds one-time links to every account: only this machine's own developer may read
 * it. The socket must be loopback and nothing may have forwarded the request (a proxy on the same
 * machine connects from loopback too, but adds its forwarding headers). Anyone else gets a 404.
 */
export function isLocalDeveloper(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] || request.headers.forwarded || request.headers['x-real-ip'];
  // A page elsewhere that rebinds its own host name to 127.0.0.1 still sends that name as Host.
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return !forwarded && LOCAL_HOSTS.has(host) && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Per route, after routing: the router decodes `/%64ev/outbox`, so a check of the raw URL would miss it. */
const localOnly = async (request: FastifyRequest) => {
  if (!isLocalDeveloper(request)) throw notFound();
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** `?to=`: the mails to one address (compared lower-case). */
const outboxQuery = { type: 'object', properties: { to: { type: 'string' } } } as const;
const OUTBOX_PAGE_SIZE = 100;

/** The outbox, for local use and tests only (OUTBOX_PAGE): the mails the server wrote, newest first. */
export function registerOutboxRoutes(app: App) {
  // The latest 100, or every mail to one address (?to=), so a busy outbox never hides a link.
  const latest = (to?: string) => latestOutboxMails(app.db.db, { to, limit: OUTBOX_PAGE_SIZE });

  // The text messages (text-the-app), newest first.
  app.get('/dev/sms-outbox.json', { onRequest: localOnly, schema: { hide: true } }, async () => ({
    data: await latestSms(app.db.db, OUTBOX_PAGE_SIZE),
  }));

  app.get(
    '/dev/outbox.json',
    { onRequest: localOnly, schema: { hide: true, querystring: outboxQuery } },
    async (request) => ({ data: await latest(request.query.to) }),
  );

  app.get(
    '/dev/outbox',
    { onRequest: localOnly, schema: { hide: true, querystring: outboxQuery } },
    async (request, reply) => {
      const mails = await latest(request.query.to);
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to_address)}, ${new Date(m.created_at).toISOString()}</p><pre>${linkify(m.text_body)}</pre></article>`,
        )
        .join('');
      return reply
        .header('Content-Security-Policy', CSP)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body><h1>Outbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
}

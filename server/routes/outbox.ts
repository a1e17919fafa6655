import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox, for local use and tests only (OUTBOX_PAGE): the mails the server wrote, newest first. */
export function registerOutboxRoutes(app: FastifyInstance, { db }: Db) {
  // The latest 100, or every mail to one address (?to=), so a busy outbox never hides a link.
  const latest = (to?: string) => {
    let query = db.selectFrom('outbox').select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at', 'sent_at']);
    if (to) query = query.where('to_address', '=', to.toLowerCase());
    return query.orderBy('created_at', 'desc').limit(100).execute();
  };

  app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', { schema: { hide: true } }, async (request) => ({ data: await latest(request.query.to) }));

  app.get<{ Querystring: { to?: string } }>('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const mails = await latest(request.query.to);
    const items = mails
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to_address)}, ${new Date(m.created_at).toISOString()}</p><pre>${linkify(m.text_body)}</pre></article>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:system-ui,sans-serif;max-width:50rem;margin:auto;padding:1rem"><h1>Outbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}

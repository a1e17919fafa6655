import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizePathFromHeader } from '../../src/core/locales/localize-path';
import { type Rewrite, REWRITES_FILE, findRewrite, rewritePageData, sortRewrites } from '../../src/core/site/rewrites';
import { ERRNO, errorBody } from '../errors';
import { registerSearchPages } from './search-page';
import { siteHeaders } from './site-headers';

/** What the server knows of the built site; `ready` turns true once a build is in place. */
export interface SiteState {
  ready: boolean;
  rewrites: Rewrite[];
}

export function loadRewrites(siteDir: string): Rewrite[] {
  const file = path.join(siteDir, REWRITES_FILE);
  if (!fs.existsSync(file)) return [];
  return sortRewrites(JSON.parse(fs.readFileSync(file, 'utf8')) as Rewrite[]);
}

function isApiPath(url: string): boolean {
  return url.startsWith('/v1/') || url === '/v1' || url.startsWith('/images/');
}

// Gatsby names its scripts `name-<hash>.js` and its style sheet `styles.<hash>.css`.
const HASHED_ASSET = /([-.][0-9a-f]{16,}\.(js|css)$)|(^\/static\/)/;

function cacheControlFor(filePath: string, siteDir: string): string {
  const relative = `/${path.relative(siteDir, filePath).split(path.sep).join('/')}`;
  if (HASHED_ASSET.test(relative)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

const PREPARING_STYLE = 'body{font-family:system-ui,sans-serif;text-align:center;padding:3rem}';
const PREPARING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Miamo is getting ready</title><style>${PREPARING_STYLE}</style></head>
<body><h1>Miamo is getting ready</h1>
<p>The site is being built. This page refreshes by itself.</p></body></html>`;
const PREPARING_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PREPARING_STYLE).digest('base64')}'; frame-ancestors 'none'`;

/** Source maps are never served, whatever a build left behind. */
const SOURCE_MAP = /\.map$/i;

/** The path as the file server will read it: `/x.js.%6Dap` is `/x.js.map`. */
function decodedPath(url: string): string {
  const [pathname = ''] = url.split(/[?#]/);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Serves the built Gatsby site on the API's port: static files with long-lived caching for
 * hashed assets, the root redirect by Accept-Language, locale-less paths sent to the visitor's
 * locale, client-only routes through the rewrites manifest, and each locale's 404 page.
 */
export async function registerSite(app: FastifyInstance, siteDir: string, state: SiteState) {
  fs.mkdirSync(siteDir, { recursive: true });
  const headersFor = siteHeaders(siteDir);
  // While the site builds, public/ is half-written: every page waits behind a 503 that refreshes.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) return;
    if (SOURCE_MAP.test(decodedPath(request.url)))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (state.ready) return;
    return reply
      .status(503)
      .header('Retry-After', '5')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', PREPARING_POLICY)
      .type('text/html; charset=utf-8')
      .send(PREPARING_PAGE);
  });
  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: true,
    redirect: true,
    index: ['index.html'],
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', cacheControlFor(filePath, siteDir)).headers(headersFor(filePath)),
  });

  registerSearchPages(app, siteDir, headersFor);

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const target = localizePathFromHeader(request.url, request.headers['accept-language']) ?? '/en-us/';
    return reply.header('Vary', 'Accept-Language').header('Cache-Control', 'no-store').redirect(target, 302);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(errorBody(404, ERRNO.MISSING_RESOURCE, 'The resource you are looking for could not be found.'));
    }
    const pageData = rewritePageData(state.rewrites, url);
    if (pageData) {
      const json = JSON.parse(await fs.promises.readFile(path.join(siteDir, pageData.file), 'utf8'));
      return reply
        .header('Cache-Control', 'public, max-age=0, must-revalidate')
        .type('application/json; charset=utf-8')
        .send({ ...json, matchPath: pageData.matchPath });
    }
    const localized = localizePathFromHeader(url, request.headers['accept-language']);
    if (localized) return reply.header('Vary', 'Accept-Language').redirect(localized, 302);
    const rewrite = findRewrite(state.rewrites, url);
    if (!rewrite) return reply.status(404).type('text/html; charset=utf-8').send('Not found');
    const file = path.join(rewrite.page, 'index.html');
    return reply.status(rewrite.status).header('Cache-Control', 'public, max-age=0, must-revalidate').sendFile(file);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cardPicture } from '../../src/core/images/image-url';
import { LOCALES, type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import type { RecipeSummary } from '../../src/core/recipes/recipe-summary';
import { RECIPES_PAGE_SIZE } from '../../src/core/rules';
import {
  type FirstResults,
  fillNoScriptSlot,
  noScriptResults,
  type SearchRequest,
  firstResultsScript,
  searchRecordsQuery,
  searchRequestKey,
} from '../../src/core/search/first-results';
import { parseSearch, searchApiParams } from '../../src/core/search/search-params';
import { translatorFor } from '../i18n';

/** How long the page waits for its results: past it, the page goes as built and asks for them itself. */
export const FIRST_RESULTS_WAIT_MS = 200;

/** Searches for pages under way at once: past them, a page goes as built (a search late still runs to its end). */
export const FIRST_RESULTS_AT_ONCE = 8;

/**
 * The first results of a search, as the records API answers them to a visitor, or null if not in
 * time or too many are under way.
 */
async function firstResultsOf(
  app: FastifyInstance,
  request: SearchRequest,
  underWay: { count: number },
): Promise<FirstResults | null> {
  if (underWay.count >= FIRST_RESULTS_AT_ONCE) return null;
  const url = `/v1/buckets/${request.locale}/collections/recipes/records?${new URLSearchParams(searchRecordsQuery(request))}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_RESULTS_WAIT_MS, null)));
  underWay.count += 1;
  // Anonymous, as the records route's micro-cache keeps it: a search card shows the same to everyone.
  const answer = app
    .inject({ method: 'GET', url })
    .then(
      (response) => response,
      () => null,
    )
    .finally(() => (underWay.count -= 1));
  const response = await Promise.race([answer, late]);
  clearTimeout(timer);
  if (!response || response.statusCode !== 200) return null;
  const body = response.json<{ data: RecipeSummary[] }>();
  return { key: searchRequestKey(request), recipes: body.data, hasMore: Boolean(response.headers['next-page']) };
}

const readPage = (file: string) => fs.promises.readFile(file, 'utf8').catch(() => null);

/** What goes at the end of the page's head: the first card's picture asked for at once, and the results. */
function headOf(results: FirstResults): string {
  const picture = results.recipes[0]?.web_cover_thumbnail;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const preload = picture
    ? (({ srcSet, sizes }) =>
        `<link rel="preload" as="image" imagesrcset="${escape(srcSet)}" imagesizes="${escape(sizes)}" fetchpriority="high">`)(
        cardPicture(picture),
      )
    : '';
  return `${preload}${firstResultsScript(results)}`;
}

/**
 * The search page of each locale, served with its first results written in: on a phone they are
 * drawn once the page runs, without a round trip to the API, and the first card's picture loads
 * with the page (issue 17); a browser without JavaScript shows them as a list. The page is
 * otherwise the one built; its headers are the built page's.
 */
export function registerSearchPages(
  app: FastifyInstance,
  siteDir: string,
  headersFor: (filePath: string) => Record<string, string>,
) {
  const underWay = { count: 0 };
  for (const locale of LOCALES as readonly Locale[]) {
    const pagePath = routeTo(locale, 'search');
    const file = path.join(siteDir, pagePath, 'index.html');
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const search = { locale, params: searchApiParams(parseSearch(query)), limit: RECIPES_PAGE_SIZE };
      // A HEAD has no page to write into.
      const [page, results] = await Promise.all([
        readPage(file),
        request.method === 'GET' ? firstResultsOf(app, search, underWay) : null,
      ]);
      if (page === null) return reply.callNotFound();
      let html = page;
      const head = html.indexOf('</head>');
      if (results && head >= 0) {
        html = `${html.slice(0, head)}${headOf(results)}${html.slice(head)}`;
        html = fillNoScriptSlot(html, noScriptResults(locale, results, translatorFor(locale)));
      }
      // Written for this address: revalidated each time, as every page of the site is.
      return reply
        .headers(headersFor(file))
        .header('Cache-Control', 'public, max-age=0, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
}

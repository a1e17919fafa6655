import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { FIRST_RESULTS_AT_ONCE } from '../../../server/site/search-page';
import { apiConfig } from '../../../server/config';
import type { Db } from '../../../server/db/create-db';
import { seedIfEmpty } from '../../../server/seed/seed';
import { writeSecurityHeaders } from '../../../src/build/security-headers';
import { cardPicture } from '../../../src/core/images/image-url';
import { RECIPES_PAGE_SIZE } from '../../../src/core/rules';
import {
  FIRST_RESULTS_ID,
  NO_SCRIPT_SLOT,
  parseFirstResults,
  searchRecordsQuery,
  searchRequestKey,
} from '../../../src/core/search/first-results';
import { ENGINES, freshDb } from '../engines';

const CONTENT = path.resolve(__dirname, '../../../content');
const PAGE = `<!DOCTYPE html><html><head><title>Recherche</title></head><body><div id="___gatsby"><main>${NO_SCRIPT_SLOT}</main></div></body></html>`;

/** The results a browser without JavaScript shows. */
const noScriptOf = (html: string) => /<noscript data-search-results="">(.*?)<\/noscript>/.exec(html)?.[1];

/** The block of first results a served page holds, read as the browser reads it. */
function blockOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${FIRST_RESULTS_ID}">(.*?)</script>`).exec(html);
  return match && parseFirstResults(match[1]);
}

describe.each(ENGINES)('the search page served with its first results (%s)', (engine) => {
  let db: Db;
  let siteDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    db = await freshDb(engine);
    await seedIfEmpty(db.db, CONTENT);
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-site-'));
    fs.mkdirSync(path.join(siteDir, 'fr/recherche'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'fr/recherche/index.html'), PAGE);
    writeSecurityHeaders(siteDir, {});
    app = await buildApp({
      config: apiConfig({ publicUrl: 'http://miamo.test' }),
      db,
      images: siteDir,
      site: { dir: siteDir, state: { ready: true, rewrites: [] } },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('writes in the results the browser would ask for, and preloads the first card’s picture', async () => {
    const page = await app.inject('/fr/recherche/?q=chocolat&difficulty=easy&utm_source=x');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(
      (await app.inject('/fr/recherche/index.html')).headers['content-security-policy'],
    );
    const request = { locale: 'fr' as const, params: { q: 'chocolat', difficulty: 'easy' }, limit: RECIPES_PAGE_SIZE };
    const api = await app.inject({
      url: '/v1/buckets/fr/collections/recipes/records',
      query: searchRecordsQuery(request),
    });
    const written = blockOf(page.body);
    expect(written).toEqual({ key: searchRequestKey(request), recipes: api.json().data, hasMore: false });
    expect(written!.recipes.length).toBeGreaterThan(0);
    const { srcSet, sizes } = cardPicture(written!.recipes[0]!.web_cover_thumbnail!);
    expect(page.body).toContain(
      `<link rel="preload" as="image" imagesrcset="${srcSet.replace(/&/g, '&amp;')}" imagesizes="${sizes}" fetchpriority="high">`,
    );
    // Without JavaScript, a list of them.
    const links = [...noScriptOf(page.body)!.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual(written!.recipes.map((recipe) => `/fr/recettes/${recipe.url_slug}/`));
    // The rest of the page is the page built.
    expect(
      page.body
        .replace(/<link rel="preload".*<\/script><\/head>/, '</head>')
        .replace(/(<noscript data-search-results="">).*?(<\/noscript>)/, '$1$2'),
    ).toBe(PAGE);
  });

  it('writes in the newest recipes for a page opened without a search, and says when there are more', async () => {
    const written = blockOf((await app.inject('/fr/recherche/')).body);
    expect(written!.key).toBe(searchRequestKey({ locale: 'fr', params: {}, limit: RECIPES_PAGE_SIZE }));
    expect(written!.recipes).toHaveLength(RECIPES_PAGE_SIZE);
    expect(written!.hasMore).toBe(true);
  });

  it('keeps a title that holds markup inside its block, as text', async () => {
    const title = 'Tarte </script><script>alert(1)</script> & <!-- co';
    await sql`update recipes set title = ${title} where id = 'shakshuka' and language = 'fr'`.execute(db.db);
    const page = await app.inject('/fr/recherche/?q=tarte');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--');
    expect(page.body.match(/<\/noscript>/g)).toHaveLength(1);
    expect(blockOf(page.body)!.recipes.map((recipe) => recipe.title)).toContain(title);
    expect(noScriptOf(page.body)).toContain('Tarte &#60;/script&#62;&#60;script&#62;alert(1)');
  });

  it('searches for a GET only, and serves pages as built past a few searches under way', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/fr/recherche/?q=tarte' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    // The searches answered from the records' micro-cache, as on a busy site: what is measured is
    // the cap on searches under way, not whether eight searches end within the wait on a loaded
    // machine (on PostgreSQL in CI, three of eight took longer than FIRST_RESULTS_WAIT_MS).
    const cached = await buildApp({
      config: apiConfig({ publicUrl: 'http://miamo.test', catalogueCacheMs: 60_000 }),
      db,
      images: siteDir,
      site: { dir: siteDir, state: { ready: true, rewrites: [] } },
    });
    const search = (i: number) => `/fr/recherche/?q=tarte&time=${[15, 30, 45][i % 3]}&i=${i}`;
    for (const i of [0, 1, 2]) expect(blockOf((await cached.inject(search(i))).body)).toBeTruthy();
    const pages = await Promise.all(
      Array.from({ length: 5 * FIRST_RESULTS_AT_ONCE }, (_, i) => cached.inject(search(i))),
    );
    await cached.close();
    const written = pages.filter((page) => blockOf(page.body)).length;
    expect(written).toBeGreaterThanOrEqual(FIRST_RESULTS_AT_ONCE);
    expect(written).toBeLessThan(pages.length);
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
  });

  it('writes an empty answer when nothing is found, and the page is not found unless built', async () => {
    const none = await app.inject('/fr/recherche/?q=zzqxjw');
    expect(blockOf(none.body)).toMatchObject({ recipes: [], hasMore: false });
    expect(none.body).not.toContain('rel="preload"');
    expect(noScriptOf(none.body)).toBe('<p role="status">Aucun résultat</p>');
    fs.renameSync(path.join(siteDir, 'fr/recherche/index.html'), path.join(siteDir, 'fr/recherche/gone.html'));
    try {
      expect((await app.inject('/fr/recherche/?q=tarte')).statusCode).toBe(404);
    } finally {
      fs.renameSync(path.join(siteDir, 'fr/recherche/gone.html'), path.join(siteDir, 'fr/recherche/index.html'));
    }
  });
});

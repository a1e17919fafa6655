import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { apiConfig } from '../../../server/config';
import type { Db } from '../../../server/db/create-db';
import { loggerOptions } from '../../../server/http/request-log';
import { type SiteState, loadRewrites } from '../../../server/site/serve-site';
import { fallbacksOf, notFoundPathOf, rewritesOf } from '../../../src/build/page-plan';
import { writeSecurityHeaders } from '../../../src/build/security-headers';
import { REWRITES_FILE } from '../../../src/core/site/rewrites';
import { ENGINES, freshDb } from '../engines';

/** A built locale as the build leaves it: each fallback page (HTML and data), the 404, the rewrites manifest. */
function writeSite(dir: string) {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  for (const page of [
    ...fallbacksOf('fr').map((fallback) => fallback.path),
    notFoundPathOf('fr'),
    '/fr/accounts/validation/',
  ]) {
    write(`${page}index.html`, `<!DOCTYPE html><html><body>page ${page}</body></html>`);
    write(`page-data${page}page-data.json`, JSON.stringify({ path: page }));
  }
  write(REWRITES_FILE, JSON.stringify(rewritesOf('fr')));
  // Gatsby's content-hashed files: its scripts, and its style sheet (named with a dot).
  write('app-0123456789abcdef0123.js', 'void 0;');
  write('styles.0123456789abcdef0123.css', 'body{margin:0}');
  write('manifest.webmanifest', '{}');
  writeSecurityHeaders(dir, {});
}

const KEY = 'Zk3_secret-activation-key';
const TOKEN = 'Tk9_secret-reset-token';

describe.each(ENGINES)('the fallback routes served from the rewrites manifest (%s)', (engine) => {
  let db: Db;
  let siteDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  const state: SiteState = { ready: true, rewrites: [] };

  beforeAll(async () => {
    db = await freshDb(engine);
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-site-'));
    writeSite(siteDir);
    state.rewrites = loadRewrites(siteDir);
    const logger = { ...(loggerOptions('info') as object), stream: { write: (line: string) => lines.push(line) } };
    app = await buildApp({
      config: apiConfig({ publicUrl: 'http://miamo.test' }),
      db,
      images: siteDir,
      site: { dir: siteDir, state },
      logger,
    });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('lets browsers keep the content-hashed scripts and style sheet for a year, and nothing else', async () => {
    for (const file of ['/app-0123456789abcdef0123.js', '/styles.0123456789abcdef0123.css']) {
      expect((await app.inject(file)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/manifest.webmanifest', '/fr/accounts/validation/']) {
      expect((await app.inject(file)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('answers the path forms of the e-mailed links with their account pages, sending no referrer', async () => {
    const validation = await app.inject(`/fr/accounts/validation/0b6f3d0e-8d5c-4a4e-9a53-0c6e1f2a9b7d/${KEY}/`);
    expect(validation.statusCode).toBe(200);
    expect(validation.body).toContain('page /fr/___fallback/accounts/validation/');
    expect(validation.headers['referrer-policy']).toBe('no-referrer');
    const reset = await app.inject(`/fr/accounts/reset-password/${TOKEN}/`);
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain('page /fr/___fallback/accounts/reset-password/');
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    // The page itself, for links of the query form, stays the static one.
    expect((await app.inject('/fr/accounts/validation/?auth_id=x&activation_key=y')).body).toContain(
      'page /fr/accounts/validation/',
    );
  });

  it("gives Gatsby the fallback's page data with the pattern to match", async () => {
    const data = await app.inject(`/page-data/fr/accounts/reset-password/${TOKEN}/page-data.json`);
    expect(data.json()).toEqual({
      path: '/fr/___fallback/accounts/reset-password/',
      matchPath: '/fr/accounts/reset-password/*',
    });
  });

  it('answers a category the build did not know, and one of its universes, with the category fallback', async () => {
    for (const url of ['/fr/c/recettes/cuisine-de-rue/', '/fr/c/recettes/cuisine-de-rue/daily/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('page /fr/___fallback/c/recettes/');
    }
    const elsewhere = await app.inject('/fr/nulle-part/');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('page /fr/404/');
  });

  it('never logs the secrets of those addresses, nor of their page data', () => {
    const logged = lines.join('\n');
    expect(logged).toContain('/fr/accounts/reset-password/[redacted]');
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain(TOKEN);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Base64, writeSecurityHeaders } from '../../../src/build/security-headers';
import { REWRITES_FILE } from '../../../src/core/site/rewrites';
import { ENGINES, freshDb } from '../engines';
import { buildApp } from '../../../server/app';
import { apiConfig } from '../../../server/config';
import type { Db } from '../../../server/db/create-db';
import { type SiteState, loadRewrites } from '../../../server/site/serve-site';

/** A built page as Gatsby writes it: a per-page script, the chunk map, the inlined style sheet. */
function page(pagePath: string) {
  return `<!DOCTYPE html><html><head><style data-href="/styles.css" data-identity="gatsby-global-css">body{margin:0}</style></head>
<body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>
<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
}

function writeSite(dir: string) {
  const files: Record<string, string> = {
    'en-us/index.html': page('/en-us/'),
    'en-us/accounts/reset-password/index.html': page('/en-us/accounts/reset-password/'),
    'en-us/404/index.html': page('/en-us/404/'),
    'app-0123456789abcdef0123.js': 'console.log(1)',
    [REWRITES_FILE]: JSON.stringify([{ pattern: '/en-us/*', page: '/en-us/404/', status: 404 }]),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  writeSecurityHeaders(dir, { GATSBY_GTM_ID: 'GTM-TEST' });
  // A map the build would have removed, as an older build may have left it.
  fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js.map'), '{"sources":["src/secret.ts"]}');
}

const scriptHash = (pagePath: string) =>
  `'sha256-${sha256Base64(`/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`)}'`;

describe.each(ENGINES)('security headers on every answer (%s)', (engine) => {
  let db: Db;
  let siteDir: string;
  let imagesDir: string;
  const state: SiteState = { ready: true, rewrites: [] };
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const appOn = async (publicUrl: string, siteState = state) => {
    const app = await buildApp({
      config: apiConfig({ publicUrl }),
      db,
      images: imagesDir,
      site: { dir: siteDir, state: siteState },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    db = await freshDb(engine);
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-site-'));
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-images-'));
    writeSite(siteDir);
    state.rewrites = loadRewrites(siteDir);
    fs.mkdirSync(path.join(imagesDir, 'recipes/r1'), { recursive: true });
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c62828' } })
      .jpeg()
      .toFile(path.join(imagesDir, 'recipes/r1/cover.jpg'));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  it('pages carry their own script hashes, the configured tag manager and no inline allowance', async () => {
    const app = await appOn('http://miamo.test');
    const res = await app.inject({ method: 'GET', url: '/en-us/' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(scriptHash('/en-us/'));
    expect(csp).not.toContain(scriptHash('/en-us/404/'));
    expect(csp).toContain(`'sha256-${sha256Base64('/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/')}'`);
    expect(csp).toContain(`style-src 'self' 'sha256-${sha256Base64('body{margin:0}')}'`);
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page opened with a secret sends no referrer; an unknown page answers 404 with its own hashes', async () => {
    const app = await appOn('http://miamo.test');
    const reset = await app.inject({ method: 'GET', url: '/en-us/accounts/reset-password/?token=abc' });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect(reset.headers['content-security-policy']).toContain(scriptHash('/en-us/accounts/reset-password/'));
    const missing = await app.inject({ method: 'GET', url: '/en-us/nowhere/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain(scriptHash('/en-us/404/'));
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers, images, errors and scripts carry the strict policy and the rest', async () => {
    const app = await appOn('https://miamo.example');
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/v1/' }),
      app.inject({ method: 'GET', url: '/v1/no-such-thing' }),
      app.inject({ method: 'POST', url: '/v1/email/login', payload: { email: 'not an address' } }),
      app.inject({ method: 'GET', url: '/images/recipes/r1/cover.jpg?w=100&h=100&fit=crop' }),
      app.inject({ method: 'GET', url: '/images/recipes/none/cover.jpg' }),
      app.inject({ method: 'GET', url: '/en-us/' }),
      app.inject({ method: 'GET', url: '/app-0123456789abcdef0123.js' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 200, 404, 200, 200]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    for (const res of answers.slice(0, 5))
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The service worker's script has the site's hosts as connections, and no inline script.
    expect(answers[6].headers['content-security-policy']).toMatch(/connect-src 'self'[^;]*googletagmanager/);
  });

  it('never serves a source map', async () => {
    const app = await appOn('http://miamo.test');
    for (const url of [
      '/app-0123456789abcdef0123.js.map',
      '/app-0123456789abcdef0123.js.MAP?x=1',
      '/app-0123456789abcdef0123.js.%6Dap',
      '/app-0123456789abcdef0123.js%2Emap',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('the page shown while the site builds has its headers too', async () => {
    const app = await appOn('http://miamo.test', { ready: false, rewrites: [] });
    const res = await app.inject({ method: 'GET', url: '/en-us/' });
    expect(res.statusCode).toBe(503);
    const csp = res.headers['content-security-policy'] as string;
    const style = /<style>([^<]*)<\/style>/.exec(res.body)![1];
    expect(csp).toBe(`default-src 'none'; style-src 'sha256-${sha256Base64(style!)}'; frame-ancestors 'none'`);
    expect(res.body).not.toContain('style="');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

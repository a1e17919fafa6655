// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS_FILE, type SecurityHeadersManifest, pageHeaders } from '../core/site/security-headers';
import { writeSecurityHeaders } from './security-headers';

/** A page as `gatsby build` wrote it (trimmed): per-page loader, chunk map in the scripts slice, inlined CSS, JSON-LD. */
const FIXTURE = fs.readFileSync(path.resolve(__dirname, '../../tests/fixtures/gatsby-page.html'), 'utf8');

/** What the browser hashes, found by a real HTML parser rather than by the code under test. */
function parsedBlocks(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  return {
    scripts: [...doc.querySelectorAll('script:not([src]):not([type])')].map((script) => hash(script.textContent ?? '')),
    styles: [...doc.querySelectorAll('style')].map((style) => hash(style.textContent ?? '')),
  };
}

const dirs: string[] = [];
function siteWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-public-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const manifestOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, SECURITY_HEADERS_FILE), 'utf8')) as SecurityHeadersManifest;

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('writeSecurityHeaders', () => {
  it('allows exactly the inline scripts and style sheet of each built page', () => {
    const other = FIXTURE.replaceAll('/en-us/recipes/shakshuka/', '/fr/recettes/shakshuka/');
    const dir = siteWith({ 'en-us/recipes/shakshuka/index.html': FIXTURE, 'fr/recettes/shakshuka/index.html': other });
    writeSecurityHeaders(dir, {});
    const manifest = manifestOf(dir);
    const expected = parsedBlocks(FIXTURE);
    expect(expected.scripts).toHaveLength(3);
    const csp = pageHeaders(manifest, manifest.pages['/en-us/recipes/shakshuka/'])['Content-Security-Policy'];
    const sources = (name: string) =>
      csp!
        .split('; ')
        .find((directive) => directive.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(
      sources('script-src')
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual([...expected.scripts].sort());
    expect(
      sources('style-src')
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual(expected.styles);
    // The chunk map and the style sheet are shared; the page path script is each page's own.
    expect(manifest.shared.scripts).toHaveLength(2);
    expect(manifest.pages['/fr/recettes/shakshuka/']!.scripts).toEqual([parsedBlocks(other).scripts[0]]);
    expect(csp).not.toContain(manifest.pages['/fr/recettes/shakshuka/']!.scripts![0]);
  });

  it('opens the policy to the hosts the build was given, and marks the pages of e-mailed links', () => {
    const dir = siteWith({
      'en-us/index.html': FIXTURE,
      'en-us/accounts/reset-password/index.html': FIXTURE,
      'fr/profil/reglages/index.html': FIXTURE,
    });
    writeSecurityHeaders(dir, { GATSBY_GTM_ID: 'GTM-X', GATSBY_KLAVIYO_COMPANY_ID: 'Co1' });
    const manifest = manifestOf(dir);
    expect(manifest.directives['script-src']).toContain('https://*.googletagmanager.com');
    expect(manifest.directives['connect-src']).toContain('https://a.klaviyo.com');
    expect(manifest.directives['script-src']).not.toContain('https://js.stripe.com');
    expect(manifest.pages['/en-us/accounts/reset-password/']!.noReferrer).toBe(true);
    expect(manifest.pages['/fr/profil/reglages/']!.noReferrer).toBe(true);
    expect(manifest.pages['/en-us/']!.noReferrer).toBeUndefined();
  });

  it('leaves no source map in the output, and no slice fragment among the pages', () => {
    const dir = siteWith({
      'index.html': FIXTURE,
      'app-1.js': '',
      'app-1.js.map': '{}',
      'workbox-v4.3.1/workbox-sw.js.map': '{}',
      '_gatsby/slices/_gatsby-scripts-1.html': '<p></p>',
    });
    writeSecurityHeaders(dir, {});
    expect(fs.existsSync(path.join(dir, 'app-1.js.map'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'workbox-v4.3.1/workbox-sw.js.map'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'app-1.js'))).toBe(true);
    expect(Object.keys(manifestOf(dir).pages)).toEqual(['/']);
  });

  it('gives the same headers from the built pages as a walk of every folder, without walking theirs', () => {
    const fr = FIXTURE.replaceAll('/en-us/recipes/shakshuka/', '/fr/recettes/shakshuka/');
    const files = {
      'index.html': FIXTURE,
      '404.html': FIXTURE,
      '404/index.html': FIXTURE,
      'app-1.js.map': '{}',
      'fr/index.html': fr,
      'fr/recettes/shakshuka/index.html': fr,
      'en-us/recipes/shakshuka/index.html': FIXTURE,
      'page-data/fr/recettes/shakshuka/page-data.json': '{}',
    };
    const walked = siteWith(files);
    writeSecurityHeaders(walked, {});
    const listed = siteWith({
      ...files,
      'fr/not-a-page/index.html': FIXTURE,
      'page-data/climbed.html': FIXTURE,
    });
    const paths = [
      ...['/', '/404/', '/fr/', '/fr/recettes/shakshuka/', '/en-us/recipes/shakshuka/', '/en-us/gone/'],
      // Climbs out of its folder: not read, though the file is there.
      '/fr/../page-data/climbed.html',
    ];
    // A walk of fr/ would find the stray page: its absence shows the page-only folders were not walked.
    writeSecurityHeaders(listed, {}, undefined, { paths, onlyPagesIn: ['page-data', 'fr', 'en-us'] });
    expect(manifestOf(listed)).toEqual(manifestOf(walked));
    expect(Object.keys(manifestOf(listed).pages)).toEqual([
      '/',
      '/404.html',
      '/404/',
      '/en-us/recipes/shakshuka/',
      '/fr/',
      '/fr/recettes/shakshuka/',
    ]);
    expect(fs.existsSync(path.join(listed, 'app-1.js.map'))).toBe(false);
  });

  it('reads again only the pages whose files changed since the last build, and forgets removed ones', () => {
    const other = FIXTURE.replaceAll('/en-us/recipes/shakshuka/', '/fr/recettes/shakshuka/');
    const dir = siteWith({ 'a/index.html': FIXTURE, 'b/index.html': FIXTURE, 'c/index.html': FIXTURE });
    const cacheFile = path.join(dir, 'hashes-cache.json');
    const unchanged = path.join(dir, 'a/index.html');
    const built = new Date('2026-11-27T08:00:00Z');
    fs.utimesSync(unchanged, built, built);
    writeSecurityHeaders(dir, {}, cacheFile);
    // Same size and time: taken from the cache unread (a rebuild leaves such pages as they were).
    fs.writeFileSync(unchanged, other.slice(0, FIXTURE.length).padEnd(FIXTURE.length));
    fs.utimesSync(unchanged, built, built);
    // Rewritten by the rebuild: read again.
    fs.writeFileSync(path.join(dir, 'b/index.html'), other);
    fs.rmSync(path.join(dir, 'c'), { recursive: true });
    writeSecurityHeaders(dir, {}, cacheFile);
    const after = manifestOf(dir);
    expect(after.pages['/a/']!.scripts).toEqual([parsedBlocks(FIXTURE).scripts[0]]);
    expect(after.pages['/b/']!.scripts).toEqual([parsedBlocks(other).scripts[0]]);
    expect(Object.keys(after.pages)).toEqual(['/a/', '/b/']);
  });
});

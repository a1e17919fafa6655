import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { isSecretLinkPage } from '../core/site/secret-links';
import {
  SECURITY_HEADERS_FILE,
  type SiteSettings,
  buildManifest,
  inlineHashes,
  pageKeyOf,
  siteDirectives,
} from '../core/site/security-headers';

/** Base64 SHA-256 of a UTF-8 text, as CSP hash sources are written. */
export const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The build's settings that open the policy to other hosts: what the pages were built with. */
export function securitySettingsOf(env: NodeJS.ProcessEnv): SiteSettings {
  return {
    tagManagerId: env.GATSBY_GTM_ID,
    newsletterCompanyId: env.GATSBY_KLAVIYO_COMPANY_ID,
    newsletterFormUrl: env.GATSBY_NEWSLETTER_FORM_URL,
    stripePublishableKey: env.GATSBY_STRIPE_PUBLISHABLE_KEY,
    apiUrl: env.GATSBY_API_URL,
    publicUrl: env.PUBLIC_URL,
  };
}

/** Every file under dir ending in one of the suffixes, by suffix, but in the folders `skipped` names. */
function filesOf(
  dir: string,
  suffixes: string[],
  skipped: Set<string>,
  found: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(full)) filesOf(full, suffixes, skipped, found);
    } else {
      const suffix = suffixes.find((end) => entry.name.endsWith(end));
      if (suffix) (found[suffix] ??= []).push(full);
    }
  }
  return found;
}

type PageHashes = { scripts: string[]; styles: string[] };
/** A page's hashes as last read, with the size and time of the file they were read from. */
type CachedHashes = PageHashes & { size: number; mtimeMs: number };

function readCache(cacheFile: string | undefined): Record<string, CachedHashes> {
  if (!cacheFile) return {};
  try {
    return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The pages Gatsby built, and the folders of public/ that hold nothing else than those pages and
 * their page data (the locales' and page-data/): at 10,000 recipes 330,000 entries, whose walk took
 * 5–7 s of every build. Their pages' files are found from the paths instead.
 */
export interface BuiltPages {
  paths: Iterable<string>;
  onlyPagesIn: string[];
}

/** Where Gatsby writes a page's HTML (its getPageHtmlFilePath). */
const htmlFileOf = (publicDir: string, pagePath: string) =>
  /\.html?$/i.test(pagePath) ? path.join(publicDir, pagePath) : path.join(publicDir, pagePath, 'index.html');

/** The HTML files of public/ and its source maps: walked, but in the folders of `built`, listed. */
function outputFiles(publicDir: string, built?: BuiltPages): { html: string[]; maps: string[] } {
  const skipped = new Set((built?.onlyPagesIn ?? []).map((dir) => path.join(publicDir, dir)));
  const found = filesOf(publicDir, ['.map', '.html'], skipped);
  const html = found['.html'] ?? [];
  for (const pagePath of built?.paths ?? []) {
    const folder = path.join(publicDir, pagePath.split('/').find(Boolean) ?? '');
    const file = htmlFileOf(publicDir, pagePath);
    // A path climbing out of its folder (`/fr/../..`) names no page of the site: not read.
    if (skipped.has(folder) && file.startsWith(`${folder}${path.sep}`)) html.push(file);
  }
  return { html: html.sort(), maps: found['.map'] ?? [] };
}

/**
 * After `gatsby build`: drops every source map from the output (workbox ships its own), then
 * writes the security headers manifest: the policy's directives for this build's settings and
 * the hashes of each page's inline scripts and style elements (Gatsby's `window.pagePath`
 * script differs per page). The embedded server reads it; a CDN's header rules come from it.
 * With a cache file, a page whose file has the size and time it had at the last build keeps
 * its hashes unread: a rebuild rewrites only the pages that changed (reading all 80,000 pages of
 * 10,000 recipes, each with its inlined style sheet, took 2.7 minutes).
 */
export function writeSecurityHeaders(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  cacheFile?: string,
  built?: BuiltPages,
) {
  const { html, maps } = outputFiles(publicDir, built);
  for (const map of maps) fs.rmSync(map);
  // public/_gatsby/ holds slice fragments that Gatsby stitched into the pages, no pages of their own.
  const htmlPages = html.filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));
  const previous = readCache(cacheFile);
  const cache: Record<string, CachedHashes> = {};
  const pages = htmlPages.flatMap((file) => {
    const relative = path.relative(publicDir, file);
    // A listed page Gatsby wrote no HTML for (none should be) has no headers to give.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    const { size, mtimeMs } = stat;
    const known = previous[relative];
    const hashes: PageHashes =
      known && known.size === size && known.mtimeMs === mtimeMs
        ? { scripts: known.scripts, styles: known.styles }
        : inlineHashes(fs.readFileSync(file, 'utf8'), sha256Base64);
    cache[relative] = { ...hashes, size, mtimeMs };
    const key = pageKeyOf(relative);
    return [{ path: key, ...hashes, noReferrer: isSecretLinkPage(key) }];
  });
  const manifest = buildManifest(siteDirectives(securitySettingsOf(env)), pages);
  fs.writeFileSync(path.join(publicDir, SECURITY_HEADERS_FILE), JSON.stringify(manifest));
  if (cacheFile) fs.writeFileSync(cacheFile, JSON.stringify(cache));
}

/** Production bundles without source maps: nothing to serve that maps the code back. */
export const withoutSourceMaps = ({ stage, actions }: CreateWebpackConfigArgs) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};

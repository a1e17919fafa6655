import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
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

function filesOf(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/**
 * After `gatsby build`: drops every source map from the output (workbox ships its own), then
 * writes the security headers manifest: the policy's directives for this build's settings and
 * the hashes of each page's inline scripts and style elements (Gatsby's `window.pagePath`
 * script differs per page). The embedded server reads it; a CDN's header rules come from it.
 */
export function writeSecurityHeaders(publicDir: string, env: NodeJS.ProcessEnv) {
  for (const map of filesOf(publicDir, '.map')) fs.rmSync(map);
  // public/_gatsby/ holds slice fragments that Gatsby stitched into the pages, no pages of their own.
  const htmlPages = filesOf(publicDir, '.html').filter(
    (file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`),
  );
  const pages = htmlPages.map((file) => {
    const key = pageKeyOf(path.relative(publicDir, file));
    return {
      path: key,
      ...inlineHashes(fs.readFileSync(file, 'utf8'), sha256Base64),
      noReferrer: isSecretLinkPage(key),
    };
  });
  const manifest = buildManifest(siteDirectives(securitySettingsOf(env)), pages);
  fs.writeFileSync(path.join(publicDir, SECURITY_HEADERS_FILE), JSON.stringify(manifest));
}

/** Production bundles without source maps: nothing to serve that maps the code back. */
export const withoutSourceMaps: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};

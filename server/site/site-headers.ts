import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type PageEntry,
  SECURITY_HEADERS_FILE,
  type SecurityHeadersManifest,
  buildManifest,
  inlineHashes,
  pageHeaders,
  pageKeyOf,
  siteDirectives,
  workerPolicy,
} from '../../src/core/site/security-headers';
import { isSecretLinkPage } from '../../src/core/site/secret-links';

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const COMPUTED_LIMIT = 1000;

/**
 * The headers of the built site's files, from the manifest the build wrote (miamo-security-headers.json).
 * A page the manifest lacks (a build older than it) has its hashes computed from its file once;
 * with no manifest at all, the policy opens to no other host.
 */
export function siteHeaders(siteDir: string) {
  let manifest: SecurityHeadersManifest | null = null;
  let loadedFrom = -1;
  const computed = new Map<string, PageEntry>();

  function current(): SecurityHeadersManifest {
    const file = path.join(siteDir, SECURITY_HEADERS_FILE);
    const stamp = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (!manifest || stamp !== loadedFrom) {
      manifest = stamp
        ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SecurityHeadersManifest)
        : buildManifest(siteDirectives({}), []);
      loadedFrom = stamp;
      computed.clear();
    }
    return manifest;
  }

  function entryOf(loaded: SecurityHeadersManifest, key: string, filePath: string): PageEntry {
    const listed = loaded.pages[key] ?? computed.get(key);
    if (listed) return listed;
    const entry: PageEntry = {
      ...inlineHashes(fs.readFileSync(filePath, 'utf8'), sha256Base64),
      ...(isSecretLinkPage(key) && { noReferrer: true as const }),
    };
    if (computed.size >= COMPUTED_LIMIT) computed.delete(computed.keys().next().value!);
    computed.set(key, entry);
    return entry;
  }

  /** Headers for a file of the site: a page's policy and referrer policy, a script's worker policy, else none (the strict default). */
  return function headersFor(filePath: string): Record<string, string> {
    if (filePath.endsWith('.js')) return { 'Content-Security-Policy': workerPolicy(current().directives) };
    if (!filePath.endsWith('.html')) return {};
    const loaded = current();
    return pageHeaders(loaded, entryOf(loaded, pageKeyOf(path.relative(siteDir, filePath)), filePath));
  };
}

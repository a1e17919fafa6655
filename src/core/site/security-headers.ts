/**
 * The site's Content-Security-Policy, written by the build next to the pages (one manifest the
 * embedded server reads and a CDN's header rules are generated from) and composed per page here.
 */

export const SECURITY_HEADERS_FILE = 'miamo-security-headers.json';

/** Answers that are no page of the site (JSON, images, scripts, errors) may load and frame nothing. */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The build's settings that open the policy to other hosts (the GATSBY_ variables, PUBLIC_URL). */
export interface SiteSettings {
  tagManagerId?: string;
  newsletterCompanyId?: string;
  newsletterFormUrl?: string;
  stripePublishableKey?: string;
  apiUrl?: string;
  publicUrl?: string;
}

export type Directives = Record<string, string[]>;

export interface PageEntry {
  /** Hashes of the page's own inline scripts and style elements, beyond the shared ones. */
  scripts?: string[];
  styles?: string[];
  /** The page's address carries a one-time secret: no referrer at all. */
  noReferrer?: true;
}

export interface SecurityHeadersManifest {
  version: 1;
  /** Every directive of the site's policy, before the hashes. */
  directives: Directives;
  /** Hashes every page carries (Gatsby's chunk map, the inlined style sheet). */
  shared: { scripts: string[]; styles: string[] };
  /** By page path (`/fr/recettes/`), as Gatsby wrote `{path}index.html`. */
  pages: Record<string, PageEntry>;
}

function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

const GOOGLE_TAGS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const KLAVIYO_CLIENT_API = 'https://a.klaviyo.com';

/**
 * The site's directives: its own origin, plus the tag manager, the e-mail marketing service and
 * Stripe only when the build was given their ids. Style attributes stay allowed (`style-src-attr`):
 * recipe cards carry their colours and blurred placeholder in one, a different one per recipe, so
 * hashing them ('unsafe-hashes') would put hundreds of hashes on a listing page; an attribute
 * holds no selector, so it cannot read the page, and what it may load is bounded by img-src.
 */
export function siteDirectives(settings: SiteSettings): Directives {
  const tags = !!settings.tagManagerId;
  const stripe = !!settings.stripePublishableKey;
  const api = originOf(settings.apiUrl);
  const site = originOf(settings.publicUrl);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(tags ? GOOGLE_TAGS.script : []), ...(stripe ? STRIPE.script : [])],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    // Recipe pictures and videos may come from an image CDN or a staff-given https address;
    // blob: shows a photo a member picked before it is sent (the re-creation form's previews),
    // and is the media source hls.js feeds the video element with.
    'img-src': unique(["'self'", 'data:', 'https:', ...site, ...api, 'blob:']),
    'media-src': unique(["'self'", 'https:', ...site, ...api, 'blob:']),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      ...api,
      ...(settings.newsletterCompanyId ? [KLAVIYO_CLIENT_API] : originOf(settings.newsletterFormUrl)),
      ...(tags ? GOOGLE_TAGS.connect : []),
      ...(stripe ? STRIPE.connect : []),
    ]),
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives as a header value, hashes added to script-src and style-src. */
export function serializePolicy(
  directives: Directives,
  hashes: { scripts: string[]; styles: string[] } = { scripts: [], styles: [] },
): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const extra = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : [];
      return [name, ...sources, ...new Set(extra)].join(' ');
    })
    .join('; ');
}

/** The headers of one built page: its policy with its hashes, and its referrer policy. */
export function pageHeaders(manifest: SecurityHeadersManifest, entry: PageEntry | undefined): Record<string, string> {
  const scripts = [...manifest.shared.scripts, ...(entry?.scripts ?? [])];
  const styles = [...manifest.shared.styles, ...(entry?.styles ?? [])];
  return {
    'Content-Security-Policy': serializePolicy(manifest.directives, { scripts, styles }),
    'Referrer-Policy': entry?.noReferrer ? 'no-referrer' : REFERRER_POLICY,
  };
}

/**
 * A worker's own policy (the service worker's script): the site's directives, with the fetches it
 * makes for the pages (images and media it caches) allowed as connections.
 */
export function workerPolicy(directives: Directives): string {
  const connect = [
    ...new Set([
      ...(directives['connect-src'] ?? []),
      ...(directives['img-src'] ?? []),
      ...(directives['media-src'] ?? []),
    ]),
  ];
  return serializePolicy({ ...directives, 'connect-src': connect });
}

/** The manifest key of a built HTML file: `fr/recettes/index.html` is `/fr/recettes/`, `404.html` is `/404.html`. */
export function pageKeyOf(relativeFile: string): string {
  const file = `/${relativeFile.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/**
 * The inline scripts and style elements of a page, as the browser hashes them: the text between
 * the tags, line ends normalised as the HTML parser does. Scripts with `src` and data blocks
 * (JSON-LD) are left out: the policy never applies hashes to them.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const normalise = (text: string) => text.replace(/\r\n?/g, '\n');
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => {
      if (SRC.test(attributes)) return false;
      const type = TYPE.exec(attributes);
      return EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim());
    })
    .map(([, , body = '']) => normalise(body));
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => normalise(body));
  return { scripts, styles };
}

/** CSP hash sources of a page's inline blocks; `sha256` is the base64 SHA-256 of a UTF-8 text. */
export function inlineHashes(html: string, sha256: (text: string) => string): { scripts: string[]; styles: string[] } {
  const { scripts, styles } = inlineBlocks(html);
  const hash = (text: string) => `'sha256-${sha256(text)}'`;
  return { scripts: [...new Set(scripts.map(hash))], styles: [...new Set(styles.map(hash))] };
}

/**
 * The manifest from every page's hashes: hashes found on every page are listed once as shared,
 * each page keeps only its own.
 */
export function buildManifest(
  directives: Directives,
  pages: { path: string; scripts: string[]; styles: string[]; noReferrer: boolean }[],
): SecurityHeadersManifest {
  const [first] = pages;
  const common = (pick: (page: (typeof pages)[number]) => string[]) =>
    first ? pick(first).filter((hash) => pages.every((page) => pick(page).includes(hash))) : [];
  const shared = { scripts: common((page) => page.scripts), styles: common((page) => page.styles) };
  const entries: Record<string, PageEntry> = {};
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const scripts = page.scripts.filter((hash) => !shared.scripts.includes(hash));
    const styles = page.styles.filter((hash) => !shared.styles.includes(hash));
    const entry: PageEntry = {};
    if (scripts.length) entry.scripts = scripts;
    if (styles.length) entry.styles = styles;
    if (page.noReferrer) entry.noReferrer = true;
    entries[page.path] = entry;
  }
  return { version: 1, directives, shared, pages: entries };
}

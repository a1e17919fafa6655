/**
 * The rewrites manifest the build writes next to the site: which page answers a deep path of a
 * client-rendered route (ARCHITECTURE section 2). The embedded server reads it, and a CDN's
 * rewrite rules are generated from it.
 */
export interface Rewrite {
  /** A Gatsby matchPath ending in `/*`, e.g. `/fr/recettes/*`. */
  pattern: string;
  /** The page whose HTML answers, e.g. `/fr/___fallback/recettes/`. */
  page: string;
  /** 404 for the catch-all not-found pages, 200 otherwise. */
  status: 200 | 404;
}

export const REWRITES_FILE = 'miamo-rewrites.json';

/** Most specific first: the longer fixed prefix wins, as Gatsby orders match-paths. */
export function sortRewrites(rewrites: Rewrite[]): Rewrite[] {
  return [...rewrites].sort(
    (a, b) => prefixOf(b.pattern).length - prefixOf(a.pattern).length || a.pattern.localeCompare(b.pattern),
  );
}

function prefixOf(pattern: string): string {
  return pattern.replace(/\*$/, '');
}

/** The rewrite that answers a path, or undefined. `/fr/recettes` matches `/fr/recettes/*` too. */
export function findRewrite(rewrites: Rewrite[], path: string): Rewrite | undefined {
  const [pathname = ''] = path.split(/[?#]/);
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return rewrites.find((rewrite) => withSlash.startsWith(prefixOf(rewrite.pattern)));
}

const PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json(?:\?.*)?$/;

/**
 * Gatsby's browser asks /page-data/{path}/page-data.json for the page it shows: a rewritten path
 * is answered with its page's data, given the pattern as matchPath so Gatsby's router renders
 * the page at the visitor's address. Returns the file and the pattern, or undefined.
 */
export function rewritePageData(rewrites: Rewrite[], url: string): { file: string; matchPath: string } | undefined {
  const match = PAGE_DATA.exec(url);
  if (!match) return undefined;
  const rewrite = findRewrite(rewrites, `/${match[1]}/`);
  return rewrite && { file: `/page-data${rewrite.page}page-data.json`, matchPath: rewrite.pattern };
}

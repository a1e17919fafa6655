/**
 * Browser behaviours of ARCHITECTURE section 6 that Gatsby leaves to the site. Build-hash
 * reloads (once per session), page-data retries (3), 404/500 pages and the prefetch policy
 * (3 s, 4 pages, 3 s apart, none on 2g, data-saver or bots) are Gatsby 5's own, held to the
 * constants of src/core/rules by gatsby-runtime.test.ts.
 */

interface ScrollArgs {
  prevRouterProps?: { location: { pathname: string; hash: string } };
  routerProps: { location: { pathname: string; hash: string } };
}

/** A hash-only change keeps the scroll position (SPEC section 2). */
export function keepScrollOnHashChange({ prevRouterProps, routerProps }: ScrollArgs): boolean {
  if (!prevRouterProps) return true;
  const before = prevRouterProps.location;
  const after = routerProps.location;
  return !(before.pathname === after.pathname && before.hash !== after.hash);
}

/** The slow-navigation notice the layout renders hidden; shown after 1 s of loading. */
export function setSlowNavigationNotice(visible: boolean) {
  const notice = document.getElementById('slow-navigation');
  if (notice) notice.hidden = !visible;
}

const CHUNK_FAILURE = /loading chunk \d* failed/i;

/** A chunk that fails to load (a deploy replaced it) reloads the last pathname fully. */
export function reloadOnChunkFailure(
  reason: unknown,
  lastPathname: string | undefined,
  go: (path: string) => void,
): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  if (!CHUNK_FAILURE.test(message) || !lastPathname) return false;
  go(lastPathname);
  return true;
}

/**
 * The server answers a client-rendered route (a recipe published after the build) or an unknown
 * path with a fallback or 404 page (miamo-rewrites.json). Gatsby would move the address bar to
 * that page's own path; the visitor's address is the page, so it is kept.
 */
export function adoptRequestedPath(pagePath: string | undefined, pathname: string): string | undefined {
  if (!pagePath) return pagePath;
  return /\/___fallback\/|^\/[a-z]{2}(-[a-z]{2})?\/404\/$/.test(pagePath) ? pathname : pagePath;
}

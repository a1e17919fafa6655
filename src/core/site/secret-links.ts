import { LOCALES } from '../locales/locales';
import { SECRET_PATH_PAGES, parseRoute, routeTo } from '../locales/routes';

/** Query parameters that carry one-time secrets: reset tokens, activation and confirmation keys. */
export const SECRET_PARAMS: readonly string[] = ['token', 'activation_key', 'confirm_email', 'key'];

/** The pages links open with a secret in their address: validation, new password, settings?confirm_email, a staff preview. */
const SECRET_LINK_PAGES = ['validation', 'resetPassword', 'settings', 'preview'] as const;

const REDACTED = '[redacted]';

let secretPaths: readonly string[] | null = null;

/** A book's unlock code is the path's last part, on the book page and in its API call. */
const bookCodePrefix = (locale: (typeof LOCALES)[number]) =>
  routeTo(locale, 'book', { uuid: 'code' }).replace(/code\/$/, '');

/** The client-rendered page that answers a path form (`/fr/___fallback/accounts/validation/`): a CDN serves its headers. */
const fallbackOf = (path: string) => path.replace(/^\/([^/]+)\//, '/$1/___fallback/');

/**
 * The paths of those pages in every locale, e.g. `/fr/profil/reglages/`, their fallback pages, the
 * book code prefixes, and the API paths that end in a secret (a book code, a preview's or a shared
 * collection's token).
 */
export function secretLinkPaths(): readonly string[] {
  secretPaths ??= [
    ...LOCALES.flatMap((locale) => {
      const pages = [...SECRET_LINK_PAGES.map((page) => routeTo(locale, page)), bookCodePrefix(locale)];
      return [...pages, ...pages.filter((page) => page !== routeTo(locale, 'settings')).map(fallbackOf)];
    }),
    // The API calls those pages make carry their secret in the path.
    '/v1/book-qrcodes/',
    '/v1/previews/',
    '/v1/shared-collections/',
  ];
  return secretPaths;
}

/** True for a secret link page, or a path under one (a path form of its secret). */
export function isSecretLinkPage(pathname: string): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return secretLinkPaths().some((page) => withSlash.startsWith(page));
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const PAGE_DATA = /^\/page-data(\/.*\/)page-data\.json$/;

function redactPath(pathname: string): string {
  // Gatsby fetches a deep path's data at /page-data/{path}/page-data.json: the same secret.
  const pageDataPath = PAGE_DATA.exec(pathname)?.[1];
  if (pageDataPath !== undefined) {
    const inner = redactPath(pageDataPath);
    return inner === pageDataPath ? pathname : `/page-data${inner}`;
  }
  const page = secretLinkPaths().find(
    (candidate) => pathname.startsWith(candidate) && pathname.length > candidate.length,
  );
  return page ? `${page}${REDACTED}` : pathname;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const name = pair.slice(0, at);
      if (SECRET_PARAMS.includes(decode(name).toLowerCase())) return `${name}=${REDACTED}`;
      // A value that is itself an address (a login's `next`) may carry the secret one level down.
      const value = decode(pair.slice(at + 1));
      if (!value.includes('?') && !value.startsWith('/')) return pair;
      const redacted = redactUrl(value);
      return redacted === value ? pair : `${name}=${encodeURIComponent(redacted)}`;
    })
    .join('&');
}

/**
 * The address with every one-time secret replaced by `[redacted]`, for logs: the values of
 * secret query parameters, secrets inside an address carried by another parameter, and anything
 * after a secret link page's path. Other addresses come back unchanged.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? null : withoutHash.slice(queryAt + 1);
  return `${redactPath(pathname)}${query === null ? '' : `?${redactQuery(query)}`}`;
}

/** True when an address carries a one-time secret (so its page must not leak it as a referrer). */
export function carriesSecret(url: string): boolean {
  return redactUrl(url) !== url.split('#')[0];
}

/**
 * The secrets of an e-mailed link opened at `pathname` and `search`: from its path form
 * (`/fr/accounts/validation/{auth_id}/{activation_key}/`) or its query (`?token=`), and the
 * address to show instead: the page's own path, the query without the secrets, no secret left.
 */
export function readLinkSecrets<N extends string>(
  pathname: string,
  search: string,
  names: readonly N[],
): { values: Record<N, string>; address: string } {
  const params = new URLSearchParams(search);
  const route = parseRoute(pathname);
  const base = route && SECRET_PATH_PAGES[route.page as keyof typeof SECRET_PATH_PAGES];
  const values = Object.fromEntries(
    names.map((name) => [name, (base && route.params[name]) || params.get(name) || '']),
  ) as Record<N, string>;
  return { values, address: `${base ? routeTo(route.locale, base) : pathname}${withoutParams(search, names)}` };
}

/** A query string without the named parameters: `?a=1&token=x` less `token` is `?a=1`. */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

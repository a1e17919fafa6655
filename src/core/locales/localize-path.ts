import { type Locale, detectLocale, isLocale, parseAcceptLanguage } from './locales';

/**
 * Where a path without a locale prefix belongs: the visitor's default locale, the rest of the
 * path kept (SPEC section 1). Returns null when the path already starts with a locale.
 */
export function localizePath(path: string, preferredLanguages: readonly string[]): string | null {
  const [pathname = '', ...query] = path.split('?');
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) return null;
  const locale: Locale = detectLocale(preferredLanguages);
  const rest = segments.join('/');
  const target = rest ? `/${locale}/${rest}${pathname.endsWith('/') ? '/' : ''}` : `/${locale}/`;
  return query.length ? `${target}?${query.join('?')}` : target;
}

/** The same, from an Accept-Language header (the server side of the root redirect). */
export function localizePathFromHeader(path: string, acceptLanguage: string | undefined): string | null {
  return localizePath(path, parseAcceptLanguage(acceptLanguage));
}

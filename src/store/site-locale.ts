import type { Locale } from '../core/locales/locales';

/**
 * The page's locale, told to the store by the app shell on every page: a plain action, so the
 * shell sends it without loading the store's libraries (store-proxy.ts keeps it until they load).
 */
export const LOCALE_CHANGED = 'site/localeChanged';

// A type, not an interface: Redux's dispatch takes it as an UnknownAction.
export type LocaleChanged = { type: typeof LOCALE_CHANGED; payload: Locale };

export const localeChanged = (locale: Locale): LocaleChanged => ({ type: LOCALE_CHANGED, payload: locale });

import type { Messages } from '../../core/i18n/messages';
import { type Locale, isLocale } from '../../core/locales/locales';

/**
 * Each locale's messages, kept out of the pages' data: every page-data.json carried the whole
 * catalogue of messages (54 KB of its 55), fetched again on every navigation and written 80,000
 * times by a build at 10,000 recipes. The server render registers all of them
 * (gatsby-ssr); the browser loads its locale's as a chunk of its own, once, before the first
 * render (gatsby-browser's onClientEntry), and a link to another locale is a full page load.
 */
const loaded = new Map<Locale, Messages>();
const RELOADED = 'miamo:messages-reload';

export function registerLocaleMessages(locale: Locale, messages: Messages) {
  loaded.set(locale, messages);
}

/** The locale of a path (`/fr/recettes/` → fr), if it has one. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** Whether a locale's messages are there already. */
export function hasLocaleMessages(locale: Locale): boolean {
  return loaded.has(locale);
}

/** A locale's messages, registered or loaded before its pages render. */
export function localeMessages(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (messages) return messages;
  // Only a client-side navigation into another locale gets here (its links are full loads):
  // load the page afresh, once, rather than show it without words.
  if (typeof window !== 'undefined' && window.sessionStorage.getItem(RELOADED) !== window.location.pathname) {
    window.sessionStorage.setItem(RELOADED, window.location.pathname);
    window.location.reload();
  }
  throw new Error(`The messages of ${locale} are not loaded`);
}

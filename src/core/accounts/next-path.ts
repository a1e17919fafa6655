import type { Locale } from '../locales/locales';
import { routeTo } from '../locales/routes';

/** Where to go after logging in: the page the visitor came from (same locale only), or home. */
export function nextPath(search: string, locale: Locale): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith(`/${locale}/`) && !next.startsWith('//') ? next : routeTo(locale, 'home');
}

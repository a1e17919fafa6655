import type { Locale } from '../locales/locales';

/**
 * What every page of a locale receives. Its messages are not in it: they load once per locale
 * (src/components/i18n/locale-messages.ts), not with every page's data.
 */
export interface ShellContext {
  locale: Locale;
  /** The same page in the other locales, where the generic route mapping cannot know it. */
  alternates?: Partial<Record<Locale, string>>;
  /** The public origin, for canonical and sharing URLs. */
  siteUrl?: string;
}

import type { Messages } from '../i18n/messages';
import type { Locale } from '../locales/locales';

/** What every page of a locale receives: its locale and that locale's messages only. */
export interface ShellContext {
  locale: Locale;
  messages: Messages;
  /** The same page in the other locales, where the generic route mapping cannot know it. */
  alternates?: Partial<Record<Locale, string>>;
  /** The public origin, for canonical and sharing URLs. */
  siteUrl?: string;
}

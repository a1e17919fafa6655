/** The eight locales of the site, in the order the locale switcher shows them. */
export const LOCALES = ['en-us', 'en-gb', 'fr', 'de', 'it', 'es-es', 'es-mx', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-us';

/** Content languages: locales of one language share their recipe records (ARCHITECTURE section 3). */
export const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_OF: Record<Locale, Language> = {
  'en-us': 'en',
  'en-gb': 'en',
  fr: 'fr',
  de: 'de',
  it: 'it',
  'es-es': 'es',
  'es-mx': 'es',
  'pt-br': 'pt',
};

/** BCP 47 tags for `<html lang>`, Intl and the manifest. */
const HTML_LANG: Record<Locale, string> = {
  'en-us': 'en-US',
  'en-gb': 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  'es-es': 'es-ES',
  'es-mx': 'es-MX',
  'pt-br': 'pt-BR',
};

/** Thrown when code asks for a locale that does not exist: never a silent fallback (SPEC section 1). */
export class UnknownLocaleError extends Error {
  constructor(readonly value: string) {
    super(`Unknown locale "${value}"; expected one of ${LOCALES.join(', ')}`);
    this.name = 'UnknownLocaleError';
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Returns the value as a Locale, or throws UnknownLocaleError. */
export function toLocale(value: string): Locale {
  if (!isLocale(value)) throw new UnknownLocaleError(value);
  return value;
}

export function languageOf(locale: Locale): Language {
  return LANGUAGE_OF[toLocale(locale)];
}

export function htmlLangOf(locale: Locale): string {
  return HTML_LANG[toLocale(locale)];
}

/** The first locale, in the switcher's order, that shows a content language's records. */
export function firstLocaleOf(language: Language): Locale {
  const locale = LOCALES.find((candidate) => LANGUAGE_OF[candidate] === language);
  if (!locale) throw new Error(`No locale shows the language "${language}"`);
  return locale;
}

/** Locales that show the records of one content language. */
export function localesOfLanguage(language: Language): Locale[] {
  return LOCALES.filter((locale) => LANGUAGE_OF[locale] === language);
}

/**
 * Picks the visitor's locale from their ordered browser languages (navigator.languages or
 * Accept-Language): an exact match first across the whole list, then by language, where
 * any other Spanish maps to es-es and any other English or Portuguese to the locale of that language.
 */
export function detectLocale(preferred: readonly string[]): Locale {
  const tags = preferred.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  for (const tag of tags) if (isLocale(tag)) return tag;
  for (const tag of tags) {
    const [language = ''] = tag.split('-');
    const byLanguage = BY_LANGUAGE[language];
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

const BY_LANGUAGE: Record<string, Locale | undefined> = {
  en: 'en-us',
  fr: 'fr',
  de: 'de',
  it: 'it',
  es: 'es-es',
  pt: 'pt-br',
};

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

import fs from 'node:fs';
import path from 'node:path';
import { type Messages, createTranslator } from '../src/core/i18n/messages';
import {
  LANGUAGES,
  LOCALES,
  type Locale,
  detectLocale,
  htmlLangOf,
  isLocale,
  languageOf,
  parseAcceptLanguage,
} from '../src/core/locales/locales';

const cache = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, `../locales/${locale}/messages.json`), 'utf8'),
    ) as Messages;
    cache.set(locale, messages);
  }
  return messages;
}

export function translatorFor(locale: Locale) {
  return createTranslator(messagesOf(locale), htmlLangOf(locale));
}

/** The member's chosen language when set, else the request's Accept-Language. */
export function localeFor(acceptLanguage: string | undefined, chosenLang?: string | null): Locale {
  if (chosenLang && isLocale(chosenLang)) return chosenLang;
  return detectLocale(parseAcceptLanguage(acceptLanguage));
}

/** The locale of a `?lang=` parameter (a locale or a language), else of the request. */
export function localeFromLangParam(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (lang && isLocale(lang)) return lang;
  const byLanguage = LOCALES.find((locale) => languageOf(locale) === lang);
  return byLanguage ?? localeFor(acceptLanguage);
}

/** What `?lang=` accepts: a locale or a content language. */
export const LANG_PARAM_VALUES = [...new Set<string>([...LOCALES, ...LANGUAGES])];

/** The language of a `?lang=` parameter, else of the request's Accept-Language. */
export function languageFromLangParam(lang: string | undefined, acceptLanguage: string | undefined) {
  return languageOf(localeFromLangParam(lang, acceptLanguage));
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  UnknownLocaleError,
  detectLocale,
  languageOf,
  parseAcceptLanguage,
  toLocale,
} from './locales';

describe('locales', () => {
  it('has the eight locales of the spec, en-us by default', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en-gb', 'en-us', 'es-es', 'es-mx', 'fr', 'it', 'pt-br']);
    expect(DEFAULT_LOCALE).toBe('en-us');
  });

  it('throws a typed error on an unknown locale instead of falling back', () => {
    expect(() => toLocale('nl')).toThrow(UnknownLocaleError);
    expect(() => languageOf('xx' as never)).toThrow(UnknownLocaleError);
    expect(toLocale('pt-br')).toBe('pt-br');
  });

  it.each([
    [['en-US'], 'en-us'],
    [['fr-FR', 'en'], 'fr'],
    [['es-AR', 'es'], 'es-es'],
    [['es-MX'], 'es-mx'],
    [['es-419'], 'es-es'],
    [['pt-BR'], 'pt-br'],
    [['pt-PT'], 'pt-br'],
    [['de-AT'], 'de'],
    [['en-GB'], 'en-gb'],
    [['en-AU'], 'en-us'],
    [['nl-NL'], 'en-us'],
    [[], 'en-us'],
  ])('detects %j as %s', (languages, expected) => {
    expect(detectLocale(languages)).toBe(expected);
  });

  it('prefers an exact match anywhere in the list over a language match earlier', () => {
    expect(detectLocale(['es-AR', 'es-MX'])).toBe('es-mx');
  });

  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1')).toEqual(['de-DE', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('it;q=0')).toEqual([]);
  });
});

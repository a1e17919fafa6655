import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { siteOf } from '../locales/catalogues';
import type { Locale } from '../locales/locales';
import { isSmsCountry } from './sms-countries';

/** A number text-the-app may text, or why not: no mobile number, or one of a country we do not text. */
export type TextableNumber =
  { ok: true; number: string; country: string } | { ok: false; problem: 'not-mobile' | 'country' };

/**
 * A mobile number in E.164 with its country, read as a visitor of the locale types it (national
 * form for the locale's country, or international with +), when it is one of SMS_COUNTRIES. The
 * country is the number's own (+44 7781 is Guernsey, +1 876 Jamaica), not its calling code's.
 */
export function textableNumber(input: string, locale: Locale): TextableNumber {
  const parsed = parsePhoneNumberFromString(input, siteOf(locale).meta.country as CountryCode);
  if (!parsed?.isValid()) return { ok: false, problem: 'not-mobile' };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, problem: 'not-mobile' };
  if (!isSmsCountry(parsed.country)) return { ok: false, problem: 'country' };
  return { ok: true, number: parsed.number, country: parsed.country! };
}

/** "+336••••••78": the number the answer names, never whole. */
export function maskedNumber(e164: string): string {
  return `${e164.slice(0, 4)}${'•'.repeat(Math.max(0, e164.length - 6))}${e164.slice(-2)}`;
}

import { siteOf } from '../locales/catalogues';
import { LOCALES } from '../locales/locales';

/**
 * The countries text-the-app texts: those of the site's eight locales (US, GB, FR, DE, IT, ES,
 * MX, BR), read from the catalogues so a new locale brings its country. Anything else (satellite
 * +881, Ascension +247, Nauru +674, Jersey or Jamaica behind +44 and +1) is where SMS toll fraud
 * sends texts: nobody reading our sites needs them.
 */
export const SMS_COUNTRIES: readonly string[] = [...new Set(LOCALES.map((locale) => siteOf(locale).meta.country))];

/** Whether text-the-app texts numbers of this country (an ISO 3166 region code). */
export function isSmsCountry(country: string | undefined): boolean {
  return country !== undefined && SMS_COUNTRIES.includes(country);
}

/** "the United States, the United Kingdom, … and Brazil" in the visitor's language, for a refusal. */
export function smsCountryNames(intlLocale: string): string {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
  return new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(
    SMS_COUNTRIES.map((code) => names.of(code) ?? code),
  );
}

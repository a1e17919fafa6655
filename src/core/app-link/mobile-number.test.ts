import { describe, expect, it } from 'vitest';
import { maskedNumber, textableNumber } from './mobile-number';
import { SMS_COUNTRIES, isSmsCountry, smsCountryNames } from './sms-countries';

describe('the countries text-the-app texts', () => {
  it('are those of the eight locales', () => {
    expect([...SMS_COUNTRIES].sort()).toEqual(['BR', 'DE', 'ES', 'FR', 'GB', 'IT', 'MX', 'US']);
    expect(isSmsCountry('FR')).toBe(true);
    expect(isSmsCountry('JE')).toBe(false);
    expect(isSmsCountry(undefined)).toBe(false);
  });

  it('are named in the visitor’s language', () => {
    expect(smsCountryNames('en-US')).toMatch(/^United States, United Kingdom, France, .*, and Brazil$/);
    expect(smsCountryNames('fr-FR')).toContain('Allemagne');
  });
});

describe('numbers text-the-app may text', () => {
  it.each([
    ['US', '(201) 555-0123', 'en-us', '+12015550123'],
    ['GB', '07400 123456', 'en-gb', '+447400123456'],
    ['FR', '06 12 34 56 78', 'fr', '+33612345678'],
    ['DE', '0151 23456789', 'de', '+4915123456789'],
    ['IT', '312 345 6789', 'it', '+393123456789'],
    ['ES', '612 34 56 78', 'es-es', '+34612345678'],
    ['MX', '222 123 4567', 'es-mx', '+522221234567'],
    ['BR', '(11) 96123-4567', 'pt-br', '+5511961234567'],
  ] as const)('accepts a mobile of %s (%s on the %s site)', (country, input, locale, number) => {
    expect(textableNumber(input, locale)).toEqual({ ok: true, number, country });
    // The same number typed internationally, on another locale's site.
    expect(textableNumber(number, 'fr')).toEqual({ ok: true, number, country });
  });

  it.each([
    ['+881 6 12345678', 'satellite (Iridium)'],
    ['+247 40123', 'Ascension'],
    ['+674 555 1234', 'Nauru'],
    ['+222 22 12 34 56', 'Mauritania'],
    ['+252 71 123456', 'Somalia'],
    ['+1 876 210 1234', 'Jamaica, behind +1'],
    ['+44 7781 123456', 'Guernsey, behind +44'],
  ])('refuses %s (%s), a valid mobile of a country we do not text', (input) => {
    expect(textableNumber(input, 'en-us')).toEqual({ ok: false, problem: 'country' });
  });

  it.each([
    ['01 42 68 53 00', 'fr'], // a Paris landline: no text messages
    ['+44 909 8790000', 'en-gb'], // premium rate
    ['12345', 'en-us'],
    ['not a number', 'de'],
  ] as const)('refuses %s on the %s site as no mobile number', (input, locale) => {
    expect(textableNumber(input, locale)).toEqual({ ok: false, problem: 'not-mobile' });
  });

  it('names a number back masked', () => {
    expect(maskedNumber('+33612345678')).toBe('+336••••••78');
  });
});

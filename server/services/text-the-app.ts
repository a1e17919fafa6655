import type { Kysely } from 'kysely';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { siteOf } from '../../src/core/locales/catalogues';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import type { Database } from '../db/schema';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { translatorFor } from '../i18n';
import { countSmsTo, insertSms } from '../repositories/sms-outbox';

/** Texts one number may receive in a day: enough for a typo and a retry, not a tool to harass anyone. */
export const SMS_PER_NUMBER_PER_DAY = 3;

/**
 * A mobile number in E.164, read as a visitor of the locale types it (national form for the
 * locale's country, or international with +); null when it is no mobile number anywhere.
 */
export function mobileNumberOf(input: string, locale: Locale): string | null {
  const parsed = parsePhoneNumberFromString(input, siteOf(locale).meta.country as CountryCode);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** "+33 6 •• •• •• 78": the number the answer names, never whole. */
export function maskedNumber(e164: string): string {
  return `${e164.slice(0, 4)}${'•'.repeat(Math.max(0, e164.length - 6))}${e164.slice(-2)}`;
}

/**
 * Writes the text message with the app's download page to the outbox (text-the-app, SPEC
 * section 2), in the visitor's language; at most SMS_PER_NUMBER_PER_DAY a day to one number.
 */
export async function textTheApp(
  db: Kysely<Database>,
  input: { phone: string; locale: Locale },
  publicUrl: string,
  now: Date,
): Promise<string> {
  const number = mobileNumberOf(input.phone, input.locale);
  if (!number) throw invalidBody('phone', 'is not a mobile phone number');
  if ((await countSmsTo(db, number, new Date(now.getTime() - 86_400_000))) >= SMS_PER_NUMBER_PER_DAY)
    throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, 'This number has had its texts for today.', [
      { location: 'body', name: 'phone', description: 'too many texts today' },
    ]);
  const { t } = translatorFor(input.locale);
  const link = `${publicUrl}${routeTo(input.locale, 'mobileApp')}`;
  await insertSms(db, { kind: 'app-link', to: number, body: t('sms.appLink', { link }) });
  return maskedNumber(number);
}

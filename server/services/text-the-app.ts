import type { Kysely } from 'kysely';
import { maskedNumber, textableNumber } from '../../src/core/app-link/mobile-number';
import { SMS_COUNTRY_DAILY_BUDGET, SMS_DAILY_BUDGET, SMS_PER_NUMBER_PER_DAY } from '../../src/core/app-link/sms-budget';
import { smsCountryNames } from '../../src/core/app-link/sms-countries';
import { htmlLangOf, type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { budgetDay, secondsToNextBudgetDay } from '../../src/core/rules/daily-budget';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { translatorFor } from '../i18n';
import { takeFromDailyBudget } from '../repositories/daily-counts';
import { countSmsTo, insertSms } from '../repositories/sms-outbox';

/** A daily budget that the text just written used up: the route logs it as a security event. */
export interface SpentBudget {
  scope: 'all' | 'country';
  country: string;
}

/** Rolls the transaction back when a daily budget is spent, naming which. */
class BudgetSpent extends Error {
  constructor(readonly budget: SpentBudget) {
    super('budget spent');
  }
}

/**
 * The day's texts are spent. 429 with Retry-After (the next UTC day), not 503: nothing is broken,
 * and clients, proxies and monitors treat a 503 as a fault to retry or page about, which is what
 * a pumping attack wants; the form tells the visitor to use the store badges beside it.
 */
function textsPaused(locale: Locale, now: Date) {
  const message = translatorFor(locale).t('textApp.paused');
  return new ApiError(
    429,
    ERRNO.TEXTS_PAUSED,
    message,
    [{ location: 'body', name: 'phone', description: message }],
    {},
    { 'Retry-After': String(secondsToNextBudgetDay(now)) },
  );
}

/**
 * Writes the text message with the app's download page to the outbox (text-the-app, SPEC
 * section 2), in the visitor's language, to a mobile number of one of SMS_COUNTRIES: at most
 * SMS_PER_NUMBER_PER_DAY to one number, SMS_COUNTRY_DAILY_BUDGET a day to one country and
 * SMS_DAILY_BUDGET a day in all. Answers the number masked, and the budgets this text used up.
 */
export async function textTheApp(
  db: Kysely<DB>,
  input: { phone: string; locale: Locale },
  publicUrl: string,
  now: Date,
): Promise<{ sentTo: string; spent: SpentBudget[] }> {
  const { t } = translatorFor(input.locale);
  const found = textableNumber(input.phone, input.locale);
  if (!found.ok && found.problem === 'country') {
    const description = t('textApp.countryRefused', { countries: smsCountryNames(htmlLangOf(input.locale)) });
    throw new ApiError(400, ERRNO.PHONE_COUNTRY_REFUSED, description, [
      { location: 'body', name: 'phone', description },
    ]);
  }
  if (!found.ok) throw invalidBody('phone', t('textApp.phoneInvalid'));
  const { number, country } = found;
  const day = budgetDay(now);
  const body = t('sms.appLink', { link: `${publicUrl}${routeTo(input.locale, 'mobileApp')}` });
  try {
    const spent = await db.transaction().execute(async (trx) => {
      // The country's row first, then all countries': one order, so no two texts deadlock. The
      // country's row stays locked to the end, so the per-number count below cannot race either.
      const forCountry = await takeFromDailyBudget(trx, {
        day,
        scope: `sms:${country}`,
        max: SMS_COUNTRY_DAILY_BUDGET,
      });
      if (forCountry === null) throw new BudgetSpent({ scope: 'country', country });
      if ((await countSmsTo(trx, number, new Date(now.getTime() - 86_400_000))) >= SMS_PER_NUMBER_PER_DAY)
        throw new ApiError(429, ERRNO.TOO_MANY_REQUESTS, t('textApp.tooMany'), [
          { location: 'body', name: 'phone', description: 'too many texts today' },
        ]);
      const inAll = await takeFromDailyBudget(trx, { day, scope: 'sms:all', max: SMS_DAILY_BUDGET });
      if (inAll === null) throw new BudgetSpent({ scope: 'all', country });
      await insertSms(trx, { kind: 'app-link', to: number, body });
      return [
        ...(forCountry === SMS_COUNTRY_DAILY_BUDGET ? [{ scope: 'country' as const, country }] : []),
        ...(inAll === SMS_DAILY_BUDGET ? [{ scope: 'all' as const, country }] : []),
      ];
    });
    return { sentTo: maskedNumber(number), spent };
  } catch (error) {
    if (error instanceof BudgetSpent) throw textsPaused(input.locale, now);
    throw error;
  }
}

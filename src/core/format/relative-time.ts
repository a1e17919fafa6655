import { formatDistanceStrict } from 'date-fns';
import type { Locale } from '../locales/locales';
import { DATE_LOCALES, formatDay } from './date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past a week, "12 days ago" says less than the date itself. */
export const RELATIVE_DAYS_MAX = 7;

const BANDS = [
  { below: MINUTE, unit: 'second' },
  { below: HOUR, unit: 'minute' },
  { below: DAY, unit: 'hour' },
  { below: RELATIVE_DAYS_MAX * DAY, unit: 'day' },
] as const;

/**
 * When a comment was written, as its reader's locale says it (SPEC section 4, comment relative
 * time): seconds, minutes, hours, then days ago, each rounded down, then the date itself. A time
 * a little ahead of `now` (another clock) reads as one second ago.
 */
export function relativeTime(date: Date | string | number, now: number, locale: Locale): string {
  const then = new Date(date).getTime();
  const elapsed = Math.max(now - then, SECOND);
  const band = BANDS.find(({ below }) => elapsed < below);
  if (!band) return formatDay(then, locale);
  return formatDistanceStrict(now - elapsed, now, {
    addSuffix: true,
    unit: band.unit,
    roundingMethod: 'floor',
    locale: DATE_LOCALES[locale],
  });
}

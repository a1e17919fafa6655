import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales/locales';
import { formatDay } from './date';

describe('formatDay', () => {
  // Midday UTC: the same day in every time zone a test machine may be in.
  const day = '2026-03-05T12:00:00Z';

  it.each([
    ['en-us', 'Mar 5, 2026'],
    ['en-gb', '5 Mar 2026'],
    ['fr', '5 mars 2026'],
    ['de', '5. März 2026'],
    ['it', '5 mar 2026'],
    ['es-es', '5 mar 2026'],
    ['es-mx', '5 mar 2026'],
    ['pt-br', '5 mar 2026'],
  ] as const)('%s writes %s', (locale, expected) => {
    expect(formatDay(day, locale)).toBe(expected);
  });

  it('knows every locale of the site', () => {
    for (const locale of LOCALES) expect(formatDay(new Date(day).getTime(), locale)).toContain('2026');
  });
});

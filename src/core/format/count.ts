import { numberFormat } from './number-format';

/**
 * Abbreviates a count with K and M (SPEC section 9): 999 → "999", 1200 → "1.2K",
 * 15000 → "15K", 2500000 → "2.5M". One decimal below 10 of a unit, in the locale's decimal mark.
 */
export function abbreviateCount(count: number, intlLocale = 'en-US'): string {
  const n = Math.max(0, Math.floor(count));
  const format = (value: number, suffix: string) => {
    const digits = value < 10 ? 1 : 0;
    const rounded = Math.floor(value * 10 ** digits) / 10 ** digits;
    return numberFormat(intlLocale, { maximumFractionDigits: digits }).format(rounded) + suffix;
  };
  if (n >= 1_000_000) return format(n / 1_000_000, 'M');
  if (n >= 1_000) return format(n / 1_000, 'K');
  return String(n);
}

import type { Locale } from '../locales/locales';

/** The cook's two systems; the conversions between them are in units.ts, loaded when needed. */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'metric' || value === 'us';
}

/** US customary for American English, metric everywhere else. */
export function defaultUnitSystem(locale: Locale): UnitSystem {
  return locale === 'en-us' ? 'us' : 'metric';
}

import { type Locale as DateLocale, format } from 'date-fns';
import { de, enGB, enUS, es, fr, it, ptBR } from 'date-fns/locale';
import type { Locale } from '../locales/locales';

// date-fns has no Mexican Spanish: its Spanish writes dates the way Mexico does too.
export const DATE_LOCALES: Record<Locale, DateLocale> = {
  'en-us': enUS,
  'en-gb': enGB,
  fr,
  de,
  it,
  'es-es': es,
  'es-mx': es,
  'pt-br': ptBR,
};

/** A day as the locale writes it in running text (Mar 5, 2026; 5 mars 2026), in the reader's time zone. */
export function formatDay(date: Date | string | number, locale: Locale): string {
  return format(new Date(date), 'PP', { locale: DATE_LOCALES[locale] });
}

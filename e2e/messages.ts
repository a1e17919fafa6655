import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../src/core/locales/locales';

/** Assertions read the text from the locale files, as a visitor of that locale reads it. */
export function messagesOf(locale: Locale): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${locale}/messages.json`), 'utf8'));
}

/** The home hub's hero heading from the CMS content of a locale, when there is one. */
export function heroOf(locale: Locale): string | undefined {
  const file = path.resolve(__dirname, `../content/pages/hubHome/${locale}.json`);
  if (!fs.existsSync(file)) return undefined;
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { sections: { id?: string; heading: string }[] };
  return page.sections.find((section) => section.id === 'hero')?.heading;
}

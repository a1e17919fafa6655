import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../src/core/locales/locales';

/** Assertions read the text from the locale files, as a visitor of that locale reads it. */
export function messagesOf(locale: Locale): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${locale}/messages.json`), 'utf8'));
}

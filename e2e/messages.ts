import fs from 'node:fs';
import path from 'node:path';
import { CONFIRMED_ADDRESS_ACTIONS, confirmedAddressActions } from '../src/core/accounts/confirmed-address';
import { createTranslator } from '../src/core/i18n/messages';
import { type Locale, htmlLangOf } from '../src/core/locales/locales';

/** Assertions read the text from the locale files, as a visitor of that locale reads it. */
export function messagesOf(locale: Locale): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${locale}/messages.json`), 'utf8'));
}

/**
 * The profile's notice to an unconfirmed address, which names the gated actions of src/core (the
 * list as the site writes it), and the phrase of the list's last action.
 */
export function unconfirmedNotice(locale: Locale) {
  const messages = messagesOf(locale);
  const { t } = createTranslator(messages as never, htmlLangOf(locale));
  return {
    notice: t('profile.unvalidated', { actions: confirmedAddressActions(t, htmlLangOf(locale)) }),
    lastAction: messages[`confirmAddress.${CONFIRMED_ADDRESS_ACTIONS.at(-1)!}`]!,
  };
}

/** The home hub's hero heading from the CMS content of a locale, when there is one. */
export function heroOf(locale: Locale): string | undefined {
  const file = path.resolve(__dirname, `../content/pages/hubHome/${locale}.json`);
  if (!fs.existsSync(file)) return undefined;
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { sections: { id?: string; heading: string }[] };
  return page.sections.find((section) => section.id === 'hero')?.heading;
}

import { expect, it } from 'vitest';
import type { Messages } from '../../core/i18n/messages';
import { hasLocaleMessages, localeMessages, localeOfPath, registerLocaleMessages } from './locale-messages';

it('reads the locale of a path, none for a path outside the locales', () => {
  expect(localeOfPath('/fr/recettes/tarte/')).toBe('fr');
  expect(localeOfPath('/pt-br/')).toBe('pt-br');
  expect(localeOfPath('/')).toBeUndefined();
  expect(localeOfPath('/xx/recettes/')).toBeUndefined();
});

it('gives the messages registered for a locale, and refuses one not loaded rather than render without words', () => {
  expect(hasLocaleMessages('it')).toBe(false);
  expect(() => localeMessages('it')).toThrow('The messages of it are not loaded');
  const messages = { 'site.skipToContent': 'Vai al contenuto' } as unknown as Messages;
  registerLocaleMessages('it', messages);
  expect(hasLocaleMessages('it')).toBe(true);
  expect(localeMessages('it')).toBe(messages);
});

import { describe, expect, it } from 'vitest';
import enUs from '../../../locales/en-us/messages.json';
import { type Messages, createTranslator } from './messages';

describe('createTranslator', () => {
  const messages = enUs as Messages;

  it('fills placeholders', () => {
    const { t } = createTranslator(messages, 'en-US');
    expect(t('recipe.totalTime', { minutes: 25 })).toBe('25 min');
    expect(t('footer.copyright', { year: 2026, brand: 'Miamo' })).toBe('© 2026 Miamo. Made with an appetite.');
  });

  it('picks plural forms with Intl.PluralRules and formats the count', () => {
    const { plural } = createTranslator(messages, 'en-US');
    expect(plural('recipe.count', 1)).toBe('1 recipe');
    expect(plural('recipe.count', 0)).toBe('0 recipes');
    expect(plural('recipe.count', 1200)).toBe('1,200 recipes');
  });

  it('falls back to the other form when a language has a category the catalogue lacks', () => {
    const { plural } = createTranslator(
      { ...messages, 'recipe.count': { one: '{count} recette', other: '{count} recettes' } },
      'fr-FR',
    );
    expect(plural('recipe.count', 1_000_000)).toBe('1\u202f000\u202f000 recettes');
    expect(plural('recipe.count', 0)).toBe('0 recette');
  });
});

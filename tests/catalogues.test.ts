import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/locales/locales';

// Reads the catalogues from disk so a missing file or key fails here, with its name.
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${locale}/${file}`), 'utf8'));

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(['messages.json', 'site.json', 'path-notes.json'])('every locale has every key of %s', (file) => {
  const reference = read('en-us', file);
  it.each(LOCALES)('%s', (locale) => {
    const catalogue = read(locale, file);
    expect(flatKeys(catalogue).sort()).toEqual(flatKeys(reference).sort());
  });
});

describe('messages', () => {
  const reference = read('en-us', 'messages.json') as Record<string, string | Record<string, string>>;

  it.each(LOCALES)('%s keeps every placeholder and no empty text', (locale) => {
    const messages = read(locale, 'messages.json') as typeof reference;
    for (const [key, value] of Object.entries(reference)) {
      const translated = messages[key];
      const forms =
        typeof value === 'string'
          ? [[value, translated as string]]
          : Object.keys(value).map((form) => [value[form], (translated as Record<string, string>)[form]]);
      for (const [source, target] of forms) {
        expect(target!.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(target!), `${locale} ${key}`).toEqual(placeholders(source!));
      }
    }
  });

  it('uses the English messages of the spec verbatim', () => {
    for (const locale of ['en-us', 'en-gb']) {
      const messages = read(locale, 'messages.json');
      expect(messages['errors.incorrectLogin']).toBe('Incorrect email and/or password');
      expect(messages['errors.required']).toBe('This field is mandatory');
      expect(messages['errors.email']).toBe('Email format is not correct');
      expect(messages['errors.recipeNotFound']).toBe('Unfortunately this recipe does not exist');
      expect(messages['errors.userNotFound']).toBe("This user doesn't exist or profile deleted");
      expect(messages['errors.noIngredientRecipe']).toBe("Sorry, we don't have a recipe");
      expect(messages['errors.comingSoon']).toBe('New recipes are coming soon');
      expect(messages['errors.noResult']).toBe('No result');
      expect(messages['errors.resetNeutral']).toBe('If you have an account, you will receive an email');
      expect(messages['errors.emailMismatch']).toBe('The email address does not match');
      expect(messages['errors.cancelSubscription']).toBe(
        'An error has occurred, please refresh the page before trying again',
      );
      expect(messages['errors.commentServer']).toBe('A server error occured');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { localizePath, localizePathFromHeader } from './localize-path';

describe('localizePath', () => {
  it('leaves locale paths alone', () => {
    expect(localizePath('/fr/recettes/', ['de'])).toBeNull();
  });

  it('sends the root and locale-less paths to the default locale, keeping the rest', () => {
    expect(localizePath('/', ['fr-FR'])).toBe('/fr/');
    expect(localizePath('/recipes/kids/', ['en-GB'])).toBe('/en-gb/recipes/kids/');
    expect(localizePath('/search?q=tarte', ['fr'])).toBe('/fr/search?q=tarte');
    expect(localizePath('/story', [])).toBe('/en-us/story');
  });

  it('reads Accept-Language on the server', () => {
    expect(localizePathFromHeader('/', 'es-AR,es;q=0.9,en;q=0.8')).toBe('/es-es/');
    expect(localizePathFromHeader('/', 'pt-BR')).toBe('/pt-br/');
    expect(localizePathFromHeader('/', undefined)).toBe('/en-us/');
  });
});

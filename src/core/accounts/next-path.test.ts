import { expect, it } from 'vitest';
import { nextPath } from './next-path';

it('brings the visitor back where they were, within their locale', () => {
  expect(nextPath('?next=%2Ffr%2Frecettes%2Ftarte%2F', 'fr')).toBe('/fr/recettes/tarte/');
});

it('never leaves the site or the locale', () => {
  expect(nextPath('?next=https%3A%2F%2Fevil.example%2F', 'fr')).toBe('/fr/');
  expect(nextPath('?next=%2F%2Fevil.example%2F', 'fr')).toBe('/fr/');
  expect(nextPath('?next=%2Fde%2Frezepte%2F', 'fr')).toBe('/fr/');
  expect(nextPath('', 'en-us')).toBe('/en-us/');
});

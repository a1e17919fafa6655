import { expect, it } from 'vitest';
import { COUNTRIES, countryOptions } from './countries';

it('names every country in the visitor language, sorted for that language', () => {
  const french = countryOptions('fr-FR');
  expect(french).toHaveLength(COUNTRIES.length);
  expect(french.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  expect(french[0]!.name).toBe('Allemagne');
  expect(countryOptions('de-DE').find((c) => c.code === 'ES')?.name).toBe('Spanien');
  expect(countryOptions('en-US').map((c) => c.name)).toContain('United States');
});

import { expect, it } from 'vitest';
import { AGE_GATE_MINIMUM_AGE } from '../rules';
import { ageAnswerOf, confirmedAgeValue, isAlcoholPage } from './age-gate';

it('gates the cocktails universe, its recipes and the drinks category, and nothing else', () => {
  expect(isAlcoholPage({ vertical: 'cocktails' })).toBe(true);
  expect(isAlcoholPage({ vertical: 'cocktails', category: 'drink' })).toBe(true);
  expect(isAlcoholPage({ category: 'drink' })).toBe(true);
  expect(isAlcoholPage({ vertical: null, category: 'drink' })).toBe(true);
  // The Kids universe's drinks (a smoothie) and the other universes are alcohol-free.
  expect(isAlcoholPage({ vertical: 'kids', category: 'drink' })).toBe(false);
  expect(isAlcoholPage({ vertical: 'original', category: 'main-course' })).toBe(false);
  expect(isAlcoholPage({ category: 'dessert' })).toBe(false);
  expect(isAlcoholPage({})).toBe(false);
});

it('remembers a confirmation of the current minimum age, and a refusal for the visit', () => {
  expect(AGE_GATE_MINIMUM_AGE).toBe(18);
  expect(confirmedAgeValue()).toBe('18+');
  expect(ageAnswerOf(confirmedAgeValue(), null)).toBe('adult');
  expect(ageAnswerOf(null, null)).toBe('unknown');
  expect(ageAnswerOf(null, 'yes')).toBe('minor');
  // A confirmation wins over an earlier refusal of the same visit.
  expect(ageAnswerOf('18+', 'yes')).toBe('adult');
  // Raising the minimum asks again; a stored value from before (or tampered) is no answer.
  expect(ageAnswerOf('18+', null, 21)).toBe('unknown');
  expect(ageAnswerOf('21+', null, 18)).toBe('adult');
  expect(ageAnswerOf('yes', null)).toBe('unknown');
  expect(ageAnswerOf('18', null)).toBe('unknown');
});

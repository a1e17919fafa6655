import { expect, it } from 'vitest';
import { recipeProblems } from './recipe-rules';

const draft = {
  url_slug: 'tarte',
  numberOfPeople: 4,
  preparation_time: 10,
  cooking_time: 20,
  resting_time: 0,
  ingredients: [{}],
  steps: [{}],
};

it('accepts a complete recipe', () => expect(recipeProblems(draft)).toEqual([]));

it.each([
  [{ url_slug: 'kids' }, 'url_slug'],
  [{ numberOfPeople: 0 }, 'numberOfPeople'],
  [{ preparation_time: 0, cooking_time: 0 }, 'preparation_time'],
  [{ ingredients: [] }, 'ingredients'],
  [{ steps: [] }, 'steps'],
  [{ steps: Array(7).fill({}) }, 'steps'],
])('refuses %j naming %s', (change, field) => {
  expect(recipeProblems({ ...draft, ...change }).map((p) => p.field)).toEqual([field]);
});

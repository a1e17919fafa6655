import { expect, it } from 'vitest';
import { moved } from './collections';

it('moves a recipe just before or after its neighbour', () => {
  expect(moved(['a', 'b', 'c'], 'c', 'b', -1)).toEqual(['a', 'c', 'b']);
  expect(moved(['a', 'b', 'c'], 'a', 'b', 1)).toEqual(['b', 'a', 'c']);
});

it('gives the same order when applied again (a change waiting for its answer is applied over newer lists)', () => {
  const once = moved(['a', 'b', 'c'], 'c', 'b', -1);
  expect(moved(once, 'c', 'b', -1)).toEqual(once);
  const down = moved(['a', 'b', 'c'], 'a', 'b', 1);
  expect(moved(down, 'a', 'b', 1)).toEqual(down);
});

it('leaves the order alone when the recipe or its neighbour has left the collection', () => {
  expect(moved(['a', 'c'], 'c', 'b', -1)).toEqual(['a', 'c']);
  expect(moved(['a', 'b'], 'c', 'b', -1)).toEqual(['a', 'b']);
});

import { describe, expect, it } from 'vitest';
import { cycled, itemAt, keysetPage } from './lists';

describe('cycled', () => {
  it('reads a list round and round', () => {
    expect([0, 1, 2, 3, 4].map((i) => cycled(['a', 'b', 'c'], i, 'letter'))).toEqual(['a', 'b', 'c', 'a', 'b']);
  });
  it('names what is missing when the list is empty', () => {
    expect(() => cycled([], 3, 'writer')).toThrow('No writer to cycle through');
  });
});

describe('itemAt', () => {
  it('returns the item at an index', () => {
    expect(itemAt(['a', 'b'], 1, 'letter')).toBe('b');
  });
  it('names what is missing past the end', () => {
    expect(() => itemAt(['a'], 2, 'step')).toThrow('Missing step (index 2 of 1)');
  });
});

describe('keysetPage', () => {
  const position = (row: { id: number }) => `at ${row.id}`;
  it('keeps `limit` rows and names where the next page starts when one more was read', () => {
    expect(keysetPage([{ id: 1 }, { id: 2 }, { id: 3 }], 2, position)).toEqual({
      page: [{ id: 1 }, { id: 2 }],
      next: 'at 2',
    });
  });
  it('has no next page when no more than `limit` rows were read, or none', () => {
    expect(keysetPage([{ id: 1 }, { id: 2 }], 2, position)).toEqual({ page: [{ id: 1 }, { id: 2 }], next: null });
    expect(keysetPage([], 2, position)).toEqual({ page: [], next: null });
  });
});

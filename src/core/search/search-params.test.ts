import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  activeFilters,
  parseSearch,
  searchApiParams,
  searchQueryString,
  withoutFilter,
} from './search-params';

describe('search state in the URL', () => {
  it('round-trips a search through the query string', () => {
    const state = { ...EMPTY_SEARCH, q: 'tomates', diet: 'vegetarian', time: '30', video: true };
    expect(searchQueryString(state)).toBe('?q=tomates&diet=vegetarian&time=30&video=1');
    expect(parseSearch(searchQueryString(state))).toEqual(state);
  });

  it('drops unknown and malformed values instead of failing', () => {
    expect(
      parseSearch('?universe=dinner&diet=keto&time=20&category=%3Cscript%3E&difficulty=easy&author=1%27or'),
    ).toEqual({
      ...EMPTY_SEARCH,
      difficulty: 'easy',
    });
  });

  it('keeps a creator (their member id) in the URL', () => {
    const state = { ...EMPTY_SEARCH, author: '6f1c2a7e-3b1d-4c55-9a0e-2d7b8c9e0f11' };
    expect(searchQueryString(state)).toBe('?author=6f1c2a7e-3b1d-4c55-9a0e-2d7b8c9e0f11');
    expect(parseSearch(searchQueryString(state))).toEqual(state);
  });

  it('is empty for an empty search', () => expect(searchQueryString(EMPTY_SEARCH)).toBe(''));
});

describe('searchApiParams', () => {
  it('maps every filter of SPEC section 3 to a records-protocol filter', () => {
    const state = {
      q: ' soupe ',
      universe: 'daily',
      diet: 'vegan',
      category: 'soup',
      origin: 'france',
      difficulty: 'easy',
      time: '15',
      ingredient: 'leek',
      author: '6f1c2a7e-3b1d-4c55-9a0e-2d7b8c9e0f11',
      video: true,
      stepByStep: true,
      byCreators: true,
    };
    expect(searchApiParams(state)).toEqual({
      q: 'soupe',
      vertical: 'daily',
      contains_diets: 'vegan',
      category: 'soup',
      origin: 'france',
      difficulty: 'easy',
      max_preparation_time: '15',
      contains_ingredients: 'leek',
      has_video: 'true',
      step_by_step: 'true',
      has_author: 'true',
      author: '6f1c2a7e-3b1d-4c55-9a0e-2d7b8c9e0f11',
    });
  });
});

describe('active filters', () => {
  it('lists the filters set in the form order, and removes one at a time', () => {
    const state = parseSearch('?q=tarte&time=30&diet=vegan&video=1');
    expect(activeFilters(state)).toEqual(['diet', 'time', 'video']);
    expect(searchQueryString(withoutFilter(state, 'diet'))).toBe('?q=tarte&time=30&video=1');
    expect(activeFilters(withoutFilter(withoutFilter(withoutFilter(state, 'diet'), 'time'), 'video'))).toEqual([]);
  });
});

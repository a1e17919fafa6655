import { describe, expect, it } from 'vitest';
import { findRewrite, sortRewrites } from './rewrites';

const rewrites = sortRewrites([
  { pattern: '/fr/*', page: '/fr/404/', status: 404 },
  { pattern: '/fr/recettes/*', page: '/fr/recettes/___fallback/', status: 200 },
]);

describe('rewrites', () => {
  it('puts the most specific pattern first', () => {
    expect(rewrites[0].pattern).toBe('/fr/recettes/*');
  });

  it('finds the page answering a deep path', () => {
    expect(findRewrite(rewrites, '/fr/recettes/new-one/?x=1')?.page).toBe('/fr/recettes/___fallback/');
    expect(findRewrite(rewrites, '/fr/recettes')?.page).toBe('/fr/recettes/___fallback/');
    expect(findRewrite(rewrites, '/fr/anything/')?.status).toBe(404);
    expect(findRewrite(rewrites, '/de/anything/')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { findRewrite, rewritePageData, sortRewrites } from './rewrites';

const rewrites = sortRewrites([
  { pattern: '/fr/*', page: '/fr/404/', status: 404 },
  { pattern: '/fr/recettes/*', page: '/fr/___fallback/recettes/', status: 200 },
]);

describe('rewrites', () => {
  it('puts the most specific pattern first', () => {
    expect(rewrites[0]!.pattern).toBe('/fr/recettes/*');
  });

  it('finds the page answering a deep path', () => {
    expect(findRewrite(rewrites, '/fr/recettes/new-one/?x=1')?.page).toBe('/fr/___fallback/recettes/');
    expect(findRewrite(rewrites, '/fr/recettes')?.page).toBe('/fr/___fallback/recettes/');
    expect(findRewrite(rewrites, '/fr/anything/')?.status).toBe(404);
    expect(findRewrite(rewrites, '/de/anything/')).toBeUndefined();
  });
});

describe('rewritePageData', () => {
  it("answers a rewritten path's page data with its page's", () => {
    expect(rewritePageData(rewrites, '/page-data/fr/recettes/nouvelle/page-data.json')).toEqual({
      file: '/page-data/fr/___fallback/recettes/page-data.json',
      matchPath: '/fr/recettes/*',
    });
    expect(rewritePageData(rewrites, '/page-data/fr/nulle-part/page-data.json')).toEqual({
      file: '/page-data/fr/404/page-data.json',
      matchPath: '/fr/*',
    });
  });
  it('leaves other requests alone', () => {
    expect(rewritePageData(rewrites, '/fr/recettes/nouvelle/')).toBeUndefined();
    expect(rewritePageData(rewrites, '/page-data/app-data.json')).toBeUndefined();
  });
});

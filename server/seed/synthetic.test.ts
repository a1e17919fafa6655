import { describe, expect, it } from 'vitest';
import { contentRecipeProblems } from './seed';
import { syntheticRecipes } from './synthetic';

describe('syntheticRecipes', () => {
  it('makes valid recipes with unique ids and slugs per language', () => {
    const recipes = syntheticRecipes(500);
    expect(recipes.flatMap(contentRecipeProblems)).toEqual([]);
    expect(new Set(recipes.map((r) => r.id)).size).toBe(500);
    expect(new Set(recipes.map((r) => r.translations.fr!.url_slug)).size).toBe(500);
    expect(syntheticRecipes(3, 10)[0]!.id).toBe('synthetic-10');
  });
});

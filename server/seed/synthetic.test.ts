import { describe, expect, it } from 'vitest';
import { seedRecipeProblems } from './content-recipes';
import { syntheticRecipes } from './synthetic';

describe('syntheticRecipes', () => {
  it('makes valid recipes with unique ids and slugs per language', () => {
    const recipes = syntheticRecipes(500);
    expect(recipes.flatMap(seedRecipeProblems)).toEqual([]);
    expect(new Set(recipes.map((r) => r.en.id)).size).toBe(500);
    expect(new Set(recipes.map((r) => r.fr.url_slug)).size).toBe(500);
    expect(syntheticRecipes(3, 10)[0]!.en.id).toBe('synthetic-10');
  });
});

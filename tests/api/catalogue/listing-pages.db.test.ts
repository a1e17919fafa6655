import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRNO } from '../../../src/core/contract/errors';
import type { RecipeDetail } from '../../../src/core/recipes/recipe-detail';
import { RECIPES_PAGE_SIZE } from '../../../src/core/rules';
import type { ListedRecipes } from '../../../src/core/search/more-recipes';
import { matchesFilter } from '../../../src/core/site/filter-pages';
import { loadMoreRecipes } from '../../../src/features/listings/load-more-recipes';
import { listedRecipes, syntheticCatalogue } from '../../site/catalogue';
import { apiServer } from '../../site/render-with-api';

let server: Awaited<ReturnType<typeof apiServer>>;
let catalogue: Awaited<ReturnType<typeof syntheticCatalogue>>;

beforeAll(async () => {
  server = await apiServer();
  catalogue = await syntheticCatalogue(server, 300, 'fr');
});
afterAll(() => server.close());

/** Every card of a listing: its static page's, then each next page the browser loads. */
async function everyCard(listed: ListedRecipes) {
  const ids = listed.recipes.map((recipe) => recipe.id);
  for (let more = listed.more; more;) {
    const page = await loadMoreRecipes('fr', more, server.apiBaseUrl);
    expect(page.recipes.length).toBeLessThanOrEqual(RECIPES_PAGE_SIZE);
    ids.push(...page.recipes.map((recipe) => recipe.id));
    more = page.more;
  }
  return ids;
}

it("loads the rest of a listing page's recipes as the build listed them, for every kind of listing", async () => {
  const { recipes, withIngredient } = catalogue;
  const underFifteen = { kind: 'time', value: 15, path: '', title: '', label: '' } as const;
  const lists: [Parameters<typeof listedRecipes>[1], RecipeDetail[]][] = [
    [{ universe: 'daily' }, recipes.filter((r) => r.vertical === 'daily')],
    [
      { category: 'dessert', universe: 'kids' },
      recipes.filter((r) => r.category === 'dessert' && r.vertical === 'kids'),
    ],
    [{ category: 'dessert' }, recipes.filter((r) => r.category === 'dessert')],
    [{ diet: 'vegetarian' }, recipes.filter((r) => r.diets.includes('vegetarian'))],
    [{ difficulty: 'easy' }, recipes.filter((r) => r.difficulty === 'easy')],
    [{ time: '15' }, recipes.filter((r) => matchesFilter(underFifteen, r))],
    [{ ingredient: 'tomato' }, withIngredient.tomato!.map((id) => recipes.find((r) => r.id === id)!)],
  ];
  for (const [filter, list] of lists) {
    const name = JSON.stringify(filter);
    const listed = listedRecipes(list, filter);
    expect(listed.recipes, name).toHaveLength(Math.min(list.length, RECIPES_PAGE_SIZE));
    expect(listed.total, name).toBe(list.length);
    expect(Boolean(listed.more), name).toBe(list.length > RECIPES_PAGE_SIZE);
    expect(await everyCard(listed), name).toEqual(list.map((r) => r.id));
  }
  // All but the category in one universe run over several pages.
  expect(lists.filter(([, list]) => list.length > 2 * RECIPES_PAGE_SIZE).length).toBeGreaterThanOrEqual(5);
});

it("limits each client's reads of every recipe's ingredients (a build makes one a language)", async () => {
  const url = '/v1/buckets/de/collections/recipes/ingredient-keys';
  // The catalogue's read above was the first of the minute.
  for (let read = 2; read <= 30; read++) expect((await server.app.inject(url)).statusCode).toBe(200);
  const refused = await server.app.inject(url);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 429, errno: ERRNO.TOO_MANY_REQUESTS });
});

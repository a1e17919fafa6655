// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { listedRecipes, syntheticCatalogue } from '../../../tests/site/catalogue';
import { apiServer, messagesOf } from '../../../tests/site/render-with-api';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { RECIPES_PAGE_SIZE } from '../../core/rules';
import type { ListedRecipes } from '../../core/search/more-recipes';

const fr = messagesOf('fr');
let server: Awaited<ReturnType<typeof apiServer>>;
let daily: RecipeDetail[];

beforeAll(async () => {
  server = await apiServer();
  daily = (await syntheticCatalogue(server, 300, 'fr')).recipes.filter((r) => r.vertical === 'daily');
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

/** The grid and its provider as the site builds them against `apiBaseUrl` (GATSBY_API_URL, read at import). */
async function gridAgainst(apiBaseUrl: string, listed: ListedRecipes) {
  vi.stubEnv('GATSBY_API_URL', apiBaseUrl);
  vi.resetModules();
  const { ListedRecipeGrid } = await import('./listed-recipe-grid');
  const { I18nProvider } = await import('../../components/i18n/i18n-provider');
  render(
    <I18nProvider locale="fr" messages={fr}>
      <ListedRecipeGrid locale="fr" listed={listed} empty="errors.comingSoon" />
    </I18nProvider>,
  );
}

const cards = () => screen.getAllByRole('listitem');
const showMore = () => screen.queryByRole('link', { name: fr['search.loadMore'] });

it('adds the next cards at "Show more recipes", focuses the first new one, and ends with the list', async () => {
  await gridAgainst(server.apiBaseUrl, listedRecipes(daily, { universe: 'daily' }));
  expect(cards()).toHaveLength(RECIPES_PAGE_SIZE);
  // Before the code runs, or in a new tab, the link opens the same list on the search page.
  expect(showMore()!.getAttribute('href')).toBe('/fr/recherche/?universe=daily');

  fireEvent.click(showMore()!);
  await waitFor(() => expect(cards()).toHaveLength(2 * RECIPES_PAGE_SIZE));
  const firstNew = cards()[RECIPES_PAGE_SIZE]!.querySelector('a')!;
  await waitFor(() => expect(document.activeElement).toBe(firstNew));
  expect(firstNew.getAttribute('href')).toContain(daily[RECIPES_PAGE_SIZE]!.url_slug);

  while (showMore()) {
    const shown = cards().length;
    fireEvent.click(showMore()!);
    await waitFor(() => expect(cards().length).toBeGreaterThan(shown));
  }
  const hrefs = cards().map((card) => card.querySelector('a')!.getAttribute('href'));
  expect(hrefs).toEqual(daily.map((r) => expect.stringContaining(r.url_slug)));
});

it('says so when the next cards do not load, and keeps the link to try again', async () => {
  // Nothing listens on the discard port: the request fails as it does offline.
  await gridAgainst('http://127.0.0.1:9/v1', listedRecipes(daily, { universe: 'daily' }));
  fireEvent.click(showMore()!);
  expect((await screen.findByRole('alert')).textContent).toBe(fr['search.error']);
  expect(cards()).toHaveLength(RECIPES_PAGE_SIZE);
  expect(showMore()).toBeTruthy();
});

it('shows the empty message when nothing is listed', async () => {
  await gridAgainst(server.apiBaseUrl, { recipes: [], total: 0 });
  expect(screen.getByText(fr['errors.comingSoon'])).toBeTruthy();
  expect(showMore()).toBeNull();
});

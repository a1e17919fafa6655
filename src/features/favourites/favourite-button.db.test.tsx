// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../tests/api/members';
import { publishRecipes, savedRecipeIds } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { FavouriteButton } from './favourite-button';
import { favouritesApi } from './favourites-api';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
});
afterEach(cleanup);
afterAll(() => server.close());

const savedIds = (token: string) => savedRecipeIds(server, token);

/** A member's heart, once their favourites are loaded (the heart turns the cached list). */
async function heartFor(recipeId: string) {
  const { token } = await signUp(server.app);
  const { store } = await renderForMember(<FavouriteButton recipeId={recipeId} title="Tarte Tatin" />, {
    apiBaseUrl: server.apiBaseUrl,
    token,
  });
  await waitFor(() => expect(favouritesApi.endpoints.getFavouriteIds.select()(store.getState()).isSuccess).toBe(true), {
    timeout: 10_000,
  });
  return {
    token,
    heart: screen.getByRole('button', { name: en['favourite.labelFor'].replace('{title}', 'Tarte Tatin') }),
  };
}

it('turns at once and stays on once the server has saved the favourite', async () => {
  const { token, heart } = await heartFor('tarte-tatin');
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(heart);
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  await waitFor(async () => expect(await savedIds(token)).toEqual(['tarte-tatin']), { timeout: 10_000 });
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('turns back and says so when the server refuses (a recipe withdrawn meanwhile)', async () => {
  const { token, heart } = await heartFor('withdrawn-recipe');
  fireEvent.click(heart);
  // Optimistic: the heart is on before the server has answered...
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  // ...and off again once it refused (404: no such published recipe).
  expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(en['favourite.error']);
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(await savedIds(token)).toEqual([]);
});

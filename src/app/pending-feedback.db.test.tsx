// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { auth } from '../../tests/api/members';
import { confirmedMember } from '../../tests/api/posts';
import { publishRecipes } from '../../tests/site/catalogue';
import { apiServer, renderForMember, standInForDialogs } from '../../tests/site/render-with-api';
import type { PendingAction } from '../core/accounts/pending-action';
import { Comments } from '../features/comments/comments';
import { RecipeRating } from '../features/ratings/recipe-rating';
import { pendingAction, rememberPendingAction } from '../store/pending-action';
import { PageElement } from './app-shell';

let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
});
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);
afterAll(() => server.close());

/** The recipe page's rating and comments for a member back from logging in with `action` pending. */
async function backWith(action: PendingAction) {
  const cook = await confirmedMember(server.app);
  rememberPendingAction(action);
  await renderForMember(
    <PageElement locale="en-us" pathname="/en-us/recipes/tarte-tatin/">
      <RecipeRating recipeId="tarte-tatin" record={{ ratings_count: 0, rating_average: null }} />
      <Comments target={{ recipe: 'tarte-tatin' }} />
    </PageElement>,
    { apiBaseUrl: server.apiBaseUrl, token: cook.token },
  );
  return cook;
}
const get = async (url: string, token: string) => (await server.app.inject({ url, headers: auth(token) })).json();

it('saves the rating a visitor gave before logging in', async () => {
  const cook = await backWith({ kind: 'rate', recipeId: 'tarte-tatin', stars: 5, reasons: ['tasty'] });
  await waitFor(
    async () =>
      expect(await get('/v1/community/rating?recipe=tarte-tatin', cook.token)).toMatchObject({
        stars: 5,
        reasons: ['tasty'],
      }),
    { timeout: 10_000 },
  );
  await waitFor(() => expect(pendingAction()).toBeNull());
  // The form shows it as theirs.
  await waitFor(() =>
    expect((screen.getByRole('radio', { name: '5 stars out of 5' }) as HTMLInputElement).checked).toBe(true),
  );
});

it('posts the comment a visitor wrote before logging in, and it shows in the list', async () => {
  const cook = await backWith({
    kind: 'comment',
    comment: { text: 'Made it twice already', type: 'comment', recipe: 'tarte-tatin' },
  });
  expect(await screen.findByText('Made it twice already', {}, { timeout: 10_000 })).toBeTruthy();
  const { results } = await get('/v1/community/generic-comments?recipe=tarte-tatin', cook.token);
  expect(results).toMatchObject([{ text: 'Made it twice already', author: { id: cook.id } }]);
  await waitFor(() => expect(pendingAction()).toBeNull());
});

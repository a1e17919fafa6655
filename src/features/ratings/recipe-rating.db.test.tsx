// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { confirmedMember } from '../../../tests/api/posts';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { pendingAction } from '../../store/pending-action';
import { LiveRatingSummary } from './live-rating-summary';
import { RecipeRating } from './recipe-rating';

const en = messagesOf('en-us');
const de = messagesOf('de');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const NOT_RATED = { ratings_count: 0, rating_average: null };
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  server = await apiServer();
  await publishRecipes(server, ['shakshuka', 'dal', 'soup', 'own-stew']);
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function ratingOf(recipe: string, token: string, locale: 'en-us' | 'de' = 'en-us') {
  const view = await renderForMember(
    <>
      <LiveRatingSummary recipeId={recipe} record={NOT_RATED} />
      <RecipeRating recipeId={recipe} record={NOT_RATED} />
    </>,
    { apiBaseUrl: server.apiBaseUrl, token, locale },
  );
  const messages = locale === 'de' ? de : en;
  const stars = screen.getByRole('group', { name: messages['rating.yourStars'] });
  await waitFor(() => expect(stars.closest('form')!.querySelector('fieldset')!.disabled).toBe(false));
  return { ...view, stars };
}
const star = (n: number, messages = en) =>
  screen.getByRole('radio', {
    name: fill(n === 1 ? messages['rating.stars'].one : messages['rating.stars'].other, { count: n }),
  }) as HTMLInputElement;
const ratingAsSeenBy = async (recipe: string, token: string) =>
  (await server.app.inject({ url: `/v1/community/rating?recipe=${recipe}`, headers: auth(token) })).json();

it('offers five labelled stars as one radio group, usable by keyboard', async () => {
  const { stars } = await ratingOf('soup', '', 'de');
  const radios = within(stars).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
    '1 Stern von 5',
    '2 Sterne von 5',
    '3 Sterne von 5',
    '4 Sterne von 5',
    '5 Sterne von 5',
  ]);
  // Native radios of one name: Tab reaches the group, arrow keys move between the stars.
  expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  star(4, de).focus();
  expect(document.activeElement).toBe(star(4, de));
  fireEvent.click(star(4, de));
  expect(star(4, de).checked).toBe(true);
  expect(screen.getByRole('link', { name: de['rating.first'] }).getAttribute('href')).toBe('#rating');
});

it('rates a recipe with reasons (POST), then changes the rating (PATCH)', async () => {
  const cook = await confirmedMember(server.app);
  const calls = vi.spyOn(globalThis, 'fetch');
  await ratingOf('shakshuka', cook.token);
  const reasons = await screen.findByRole('group', { name: en['rating.reasons'] }, { timeout: 10_000 });
  expect(screen.getByText(en['rating.none'])).toBeTruthy();

  fireEvent.click(star(4));
  fireEvent.click(within(reasons).getByRole('checkbox', { name: en['rating.reason.tasty'] }));
  fireEvent.click(within(reasons).getByRole('checkbox', { name: en['rating.reason.quick'] }));
  fireEvent.click(screen.getByRole('button', { name: en['rating.submit'] }));
  expect(await screen.findByText(en['rating.saved'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(await ratingAsSeenBy('shakshuka', cook.token)).toMatchObject({
    stars: 4,
    reasons: ['tasty', 'quick'],
    ratings_count: 1,
    rating_average: 4,
  });
  expect(await screen.findByText(fill(en['rating.totals'].one, { average: '4.0', count: 1 }))).toBeTruthy();
  // The summary beside the title follows.
  expect(await screen.findByRole('link', { name: /4\.0 out of 5/ })).toBeTruthy();

  fireEvent.click(star(2));
  fireEvent.click(screen.getByRole('checkbox', { name: en['rating.reason.quick'] }));
  fireEvent.click(screen.getByRole('button', { name: en['rating.change'] }));
  await waitFor(async () =>
    expect(await ratingAsSeenBy('shakshuka', cook.token)).toMatchObject({
      stars: 2,
      reasons: ['tasty'],
      ratings_count: 1,
    }),
  );
  const writes = calls.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.url.includes('/community/rating') && request.method !== 'GET')
    .map((request) => request.method);
  expect(writes).toEqual(['POST', 'PATCH']);
});

it('asks for stars before sending', async () => {
  const cook = await confirmedMember(server.app);
  await ratingOf('dal', cook.token);
  fireEvent.click(screen.getByRole('button', { name: en['rating.submit'] }));
  expect(screen.getByText(en['rating.pickStars'])).toBeTruthy();
  expect(document.activeElement).toBe(star(1));
  expect((await ratingAsSeenBy('dal', cook.token)).stars).toBeNull();
});

it('asks a visitor to log in and keeps the rating for when they are back', async () => {
  await ratingOf('dal', '');
  fireEvent.click(star(5));
  fireEvent.click(await screen.findByRole('checkbox', { name: en['rating.reason.tasty'] }, { timeout: 10_000 }));
  fireEvent.click(screen.getByRole('button', { name: en['rating.submit'] }));
  const prompt = await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  expect(within(prompt).getByText(en['rating.membersOnly'])).toBeTruthy();
  expect(pendingAction()).toEqual({ kind: 'rate', recipeId: 'dal', stars: 5, reasons: ['tasty'] });
});

it('asks an unconfirmed member to confirm their address first', async () => {
  const { token } = await signUp(server.app);
  await ratingOf('dal', token);
  fireEvent.click(star(3));
  fireEvent.click(screen.getByRole('button', { name: en['rating.submit'] }));
  const modal = await screen.findByRole('dialog', { name: en['membersOnly.unvalidatedTitle'] }, { timeout: 10_000 });
  expect(within(modal).getByText(en['rating.unconfirmed'])).toBeTruthy();
});

it('tells a recipe’s author they cannot rate it, in place of the form', async () => {
  const cook = await confirmedMember(server.app);
  await server.db.db.updateTable('recipes').set({ author_id: cook.id }).where('id', '=', 'own-stew').execute();
  await renderForMember(<RecipeRating recipeId="own-stew" record={NOT_RATED} authorId={cook.id} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: cook.token,
  });
  expect(await screen.findByText(en['rating.ownRecipe'], undefined, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByRole('group', { name: en['rating.yourStars'] })).toBeNull();
});

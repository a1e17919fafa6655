// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { PASSWORD, auth, signUp } from '../../tests/api/members';
import { confirmedMember, publishPost } from '../../tests/api/posts';
import { publishRecipes, savedRecipeIds } from '../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../tests/site/render-with-api';
import { LoginForm } from '../features/auth/login-form';
import { PostPage } from '../features/community/post-page';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { favouritesApi } from '../features/favourites/favourites-api';
import { PENDING_ACTION_KEY } from '../store/credentials';
import { PageElement } from './app-shell';

const en = messagesOf('en-us');
const navigated = vi.fn();
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  // Gatsby's router is not in jsdom: its navigate() hands over to window.___navigate.
  (window as unknown as { ___navigate: () => void }).___navigate = navigated;
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
});
beforeEach(() => {
  window.localStorage.clear();
  navigated.mockClear();
});
afterEach(cleanup);
afterAll(() => server.close());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const savedIds = (token: string) => savedRecipeIds(server, token);

it('saves the favourite a visitor tried before logging in, once they have logged in', async () => {
  const { email, token } = await signUp(server.app);
  await renderForMember(
    <PageElement locale="en-us" pathname="/en-us/recipes/tarte-tatin/">
      <FavouriteButton recipeId="tarte-tatin" title="Tarte Tatin" />
      <LoginForm search="" />
    </PageElement>,
    { apiBaseUrl: server.apiBaseUrl, token: '' },
  );
  const heart = screen.getByRole('button', { name: en['favourite.labelFor'].replace('{title}', 'Tarte Tatin') });

  // Anonymous: the heart asks to log in first and remembers what was tried.
  fireEvent.click(heart);
  const prompt = await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  expect(within(prompt).getByText(en['membersOnly.favourite'])).toBeTruthy();
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toContain('tarte-tatin');
  expect(await savedIds(token)).toEqual([]);

  fill(en['auth.email'], email);
  fill(en['auth.password'], PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: en['auth.login.submit'] }));

  // Logged in: the shell saves it, forgets it, and the heart shows it saved.
  await waitFor(async () => expect(await savedIds(token)).toEqual(['tarte-tatin']), { timeout: 10_000 });
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), { timeout: 10_000 });
  expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});

it('does nothing for a visitor who said "not now"', async () => {
  const { email, token } = await signUp(server.app);
  const { store } = await renderForMember(
    <PageElement locale="en-us" pathname="/en-us/recipes/tarte-tatin/">
      <FavouriteButton recipeId="tarte-tatin" title="Tarte Tatin" />
      <LoginForm search="" />
    </PageElement>,
    { apiBaseUrl: server.apiBaseUrl, token: '' },
  );
  fireEvent.click(screen.getByRole('button', { name: en['favourite.labelFor'].replace('{title}', 'Tarte Tatin') }));
  const prompt = await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  fireEvent.click(within(prompt).getByRole('button', { name: en['membersOnly.notNow'] }));
  expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();

  fill(en['auth.email'], email);
  fill(en['auth.password'], PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: en['auth.login.submit'] }));
  // Logged in and on their way: nothing was added to the member's favourites.
  await waitFor(() => expect(navigated).toHaveBeenCalled(), { timeout: 10_000 });
  await waitFor(() => expect(favouritesApi.endpoints.getFavouriteIds.select()(store.getState()).isSuccess).toBe(true));
  expect(await savedIds(token)).toEqual([]);
});

it('likes the post a visitor tried to like before logging in, once they have logged in', async () => {
  const cook = await confirmedMember(server.app);
  const post = (await publishPost(server.app, cook.token, 'tarte-tatin', { title: 'Sunny tart' })).json();
  const fan = await confirmedMember(server.app);
  await renderForMember(
    <PageElement locale="en-us" pathname={`/en-us/community/feed/${post.uuid}/`}>
      <PostPage uuid={post.uuid} />
      <LoginForm search="" />
    </PageElement>,
    { apiBaseUrl: server.apiBaseUrl, token: '' },
  );
  const like = await screen.findByRole('button', { name: en['community.likeLabel'].replace('{title}', 'Sunny tart') });
  await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
  fireEvent.click(like);
  await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toContain(post.uuid);

  fill(en['auth.email'], fan.email);
  fill(en['auth.password'], PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: en['auth.login.submit'] }));

  const liked = async () =>
    (await server.app.inject({ url: `/v1/community/posts/${post.uuid}`, headers: auth(fan.token) })).json();
  await waitFor(async () => expect(await liked()).toMatchObject({ user_reaction: 'like', likes_count: 1 }), {
    timeout: 10_000,
  });
  await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'), { timeout: 10_000 });
  expect(screen.getByText('1 like')).toBeTruthy();
  expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});

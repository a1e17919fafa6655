// @vitest-environment jsdom
import { randomUUID } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { confirmedMember, publishPost } from '../../../tests/api/posts';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { PENDING_ACTION_KEY } from '../../store/credentials';
import { LikeButton } from './like-button';
import { PostPage } from './post-page';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
let server: Awaited<ReturnType<typeof apiServer>>;
let cook: Awaited<ReturnType<typeof confirmedMember>>;

beforeAll(async () => {
  standInForDialogs();
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
  cook = await confirmedMember(server.app);
});
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);
afterAll(() => server.close());

async function newPost(title: string) {
  const res = await publishPost(server.app, cook.token, 'tarte-tatin', { title });
  return res.json().uuid as string;
}
const postAsSeenBy = async (uuid: string, token: string) =>
  (await server.app.inject({ url: `/v1/community/posts/${uuid}`, headers: auth(token) })).json();
const likeName = (title: string) => en['community.likeLabel'].replace('{title}', title);

it('abbreviates the count with K and M in the locale, and asks an anonymous visitor to log in first', async () => {
  const post = { uuid: randomUUID(), title: 'Green pie', user_reaction: null, likes_count: 1234 };
  const renderCount = (likes_count: number, locale: 'en-us' | 'fr' = 'en-us') =>
    renderForMember(<LikeButton post={{ ...post, likes_count }} />, {
      apiBaseUrl: server.apiBaseUrl,
      token: '',
      locale,
    });
  await renderCount(1234);
  expect(screen.getByText('1.2K likes')).toBeTruthy();
  cleanup();
  await renderCount(2_500_000);
  expect(screen.getByText('2.5M likes')).toBeTruthy();
  cleanup();

  await renderCount(15_300, 'fr');
  expect(screen.getByText('15K j’aime')).toBeTruthy();
  const button = screen.getByRole('button', { name: fr['community.likeLabel'].replace('{title}', 'Green pie') });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  const prompt = await screen.findByRole('dialog', { name: fr['membersOnly.title'] });
  expect(within(prompt).getByText(fr['community.likeMembersOnly'])).toBeTruthy();
  expect(button.getAttribute('aria-pressed')).toBe('false');
  // Kept for after the log-in: the app shell likes it then.
  expect(JSON.parse(window.localStorage.getItem(PENDING_ACTION_KEY)!)).toMatchObject({
    kind: 'like',
    postId: post.uuid,
  });
});

it('likes and unlikes a post on its page: the count turns at once and the server keeps it', async () => {
  const uuid = await newPost('Crispy tart');
  const fan = await confirmedMember(server.app);
  await renderForMember(<PostPage uuid={uuid} />, { apiBaseUrl: server.apiBaseUrl, token: fan.token });
  const button = await screen.findByRole('button', { name: likeName('Crispy tart') }, { timeout: 10_000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  expect(screen.getByText('0 likes')).toBeTruthy();

  fireEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByText('1 like')).toBeTruthy();
  await waitFor(async () =>
    expect(await postAsSeenBy(uuid, fan.token)).toMatchObject({ likes_count: 1, user_reaction: 'like' }),
  );

  fireEvent.click(button);
  expect(screen.getByText('0 likes')).toBeTruthy();
  await waitFor(async () =>
    expect(await postAsSeenBy(uuid, fan.token)).toMatchObject({ likes_count: 0, user_reaction: null }),
  );
  expect(button.getAttribute('aria-pressed')).toBe('false');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('turns back and says so when the like is refused (the post deleted meanwhile)', async () => {
  const uuid = await newPost('Short-lived tart');
  const fan = await confirmedMember(server.app);
  await renderForMember(<PostPage uuid={uuid} />, { apiBaseUrl: server.apiBaseUrl, token: fan.token });
  const button = await screen.findByRole('button', { name: likeName('Short-lived tart') }, { timeout: 10_000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  const gone = await server.app.inject({
    method: 'DELETE',
    url: `/v1/community/posts/${uuid}`,
    headers: auth(cook.token),
  });
  expect(gone.statusCode).toBe(200);

  fireEvent.click(button);
  expect(screen.getByText('1 like')).toBeTruthy();
  expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(en['community.likeError']);
  expect(screen.getByText('0 likes')).toBeTruthy();
  expect(button.getAttribute('aria-pressed')).toBe('false');
});

it('asks a member whose address is unconfirmed to confirm it, and leaves the count as it was', async () => {
  const uuid = await newPost('Patient tart');
  const { token } = await signUp(server.app);
  await renderForMember(<PostPage uuid={uuid} />, { apiBaseUrl: server.apiBaseUrl, token });
  const button = await screen.findByRole('button', { name: likeName('Patient tart') }, { timeout: 10_000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  const modal = await screen.findByRole('dialog', { name: en['membersOnly.unvalidatedTitle'] }, { timeout: 10_000 });
  expect(within(modal).getByText(en['community.likeUnconfirmed'])).toBeTruthy();
  expect(screen.getByText('0 likes')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect((await postAsSeenBy(uuid, token)).likes_count).toBe(0);
});

it('shows its author the count of their own post, with no like button (the API refuses self-likes)', async () => {
  const uuid = await newPost('My own tart');
  await renderForMember(<PostPage uuid={uuid} />, { apiBaseUrl: server.apiBaseUrl, token: cook.token });
  await screen.findByText('0 likes', undefined, { timeout: 10_000 });
  // Once the member's own profile is read, the button gives way to the count alone.
  await waitFor(() => expect(screen.queryByRole('button', { name: likeName('My own tart') })).toBeNull(), {
    timeout: 10_000,
  });
  expect(screen.getByText('0 likes')).toBeTruthy();
});

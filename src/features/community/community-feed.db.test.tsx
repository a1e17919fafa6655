// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { confirmedMember, publishPost } from '../../../tests/api/posts';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { COMMUNITY_PAGE_SIZE } from '../../core/rules';
import { CommunityFeed } from './community-feed';

const en = messagesOf('en-us');
const POSTS = COMMUNITY_PAGE_SIZE.default + 1;
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
  // Members may post so many an hour: three cooks share the page and a half of posts.
  const cooks = await Promise.all([0, 1, 2].map(() => confirmedMember(server.app)));
  for (let n = 1; n <= POSTS; n++) {
    const res = await publishPost(server.app, cooks[n % 3]!.token, 'tarte-tatin', { title: `Tart number ${n}` });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
}, 120_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const renderFeed = (locale: 'en-us' | 'de' = 'en-us') =>
  renderForMember(<CommunityFeed />, { apiBaseUrl: server.apiBaseUrl, token: '', locale });
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('shows the first page newest first, then appends the next with "Load more" and records the cursor', async () => {
  const { store } = await renderFeed();
  await waitFor(() => expect(cardTitles()).toHaveLength(COMMUNITY_PAGE_SIZE.default), { timeout: 10_000 });
  expect(cardTitles()[0]).toBe(`Tart number ${POSTS}`);
  const { cursor, next } = store.getState().community!;
  expect(cursor).toBeTruthy();
  expect(next).toContain(`cursor=${cursor}`);

  fireEvent.click(screen.getByRole('button', { name: en['feed.loadMore'] }));
  await waitFor(() => expect(cardTitles()).toHaveLength(POSTS), { timeout: 10_000 });
  expect(cardTitles().at(-1)).toBe('Tart number 1');
  // The keyboard carries on at the first new post; the end of the feed offers no more.
  expect(document.activeElement?.textContent).toBe('Tart number 1');
  expect(store.getState().community).toMatchObject({ cursor: null, next: null });
  expect(screen.queryByRole('button', { name: en['feed.loadMore'] })).toBeNull();
});

it('loads the next page by itself when the end of the list comes into view', async () => {
  const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  await renderFeed();
  await waitFor(() => expect(cardTitles()).toHaveLength(COMMUNITY_PAGE_SIZE.default), { timeout: 10_000 });
  await waitFor(() => expect(observed.length).toBeGreaterThan(0));
  const { callback, target } = observed.at(-1)!;
  act(() => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver));
  await waitFor(() => expect(cardTitles()).toHaveLength(POSTS), { timeout: 10_000 });
});

it('says "Error loading posts" when a page fails, and loads it on "Try again"', async () => {
  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
  await renderFeed();
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert.textContent).toContain(en['feed.error']);
  expect(cardTitles()).toHaveLength(0);
  fetchSpy.mockImplementation(realFetch);
  fireEvent.click(screen.getByRole('button', { name: en['feed.retry'] }));
  await waitFor(() => expect(cardTitles()).toHaveLength(COMMUNITY_PAGE_SIZE.default), { timeout: 10_000 });
  expect(screen.queryByRole('alert')).toBeNull();
});

it("shows a card's author, recipe and likes, and says so when a locale's feed is empty", async () => {
  await renderFeed();
  await waitFor(() => expect(cardTitles()).toHaveLength(COMMUNITY_PAGE_SIZE.default), { timeout: 10_000 });
  const first = screen.getAllByRole('article')[0];
  expect(first!.querySelector('a[href^="/en-us/community/feed/"]')?.textContent).toBe(`Tart number ${POSTS}`);
  // The author's legal name is theirs to show: without a username, the member's fallback.
  expect(first!.textContent).toContain(en['profile.member']);
  expect(first!.querySelector('a[href="/en-us/recipes/tarte-tatin-en/"]')?.textContent).toBe('tarte-tatin (en)');
  expect(first!.textContent).toContain('0 likes');
  cleanup();

  await renderFeed('de');
  expect((await screen.findByText(messagesOf('de')['feed.empty'], {}, { timeout: 10_000 })).textContent).toBeTruthy();
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { auth } from '../../../tests/api/members';
import { recipeSummary } from '../../../tests/fixtures/recipe-summary';
import { memberWithRole } from '../../../tests/api/staff';
import {
  apiServer,
  messagesOf,
  renderForMember,
  standInForMediaQueries,
  staticMarkupOf,
} from '../../../tests/site/render-with-api';
import { RECIPES_PAGE_SIZE } from '../../core/rules';
import {
  FIRST_RESULTS_ID,
  NO_SCRIPT_SLOT,
  firstResultsScript,
  searchRequestKey,
} from '../../core/search/first-results';
import { SearchPage } from './search-page';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  server = await apiServer();
  // Staff add two categories.
  const staff = await memberWithRole(server, 'staff');
  for (const [id, name] of [
    ['street-food', 'Street food'],
    ['tea-time', 'Tea time'],
  ]) {
    const names = { en: name, fr: name, de: name, it: name, es: name, pt: name };
    const added = await server.app.inject({
      method: 'POST',
      url: '/v1/recipe-categories',
      headers: auth(staff.token),
      payload: { data: { id, names } },
    });
    expect(added.statusCode).toBe(201);
  }
});
afterEach(() => {
  cleanup();
  document.getElementById(FIRST_RESULTS_ID)?.remove();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

it('a search opened with a category (a listing\'s "Show more") shows it chosen once the categories load', async () => {
  const category = { id: 'tea-time', name: 'Tea time' };
  standInForMediaQueries(390);
  await renderForMember(<SearchPage search={`?category=${category.id}`} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: '',
  });
  const select = () => screen.getByLabelText(en['search.category']) as HTMLSelectElement;
  await waitFor(() => expect(within(select()).getByRole('option', { name: category.name })).toBeTruthy());
  // The form is read as it stands at each change: a category not shown chosen would be dropped.
  expect(select().value).toBe(category.id);
});

it("on a phone, the filters' lists load when the panel opens; on a wide screen at once", async () => {
  standInForMediaQueries(390);
  await renderForMember(<SearchPage search="" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  const options = () => (screen.getByLabelText(en['search.category']) as HTMLSelectElement).options.length;
  await new Promise((settle) => setTimeout(settle, 300));
  expect(options()).toBe(1); // "Any" alone: nothing asked for yet
  fireEvent.click(screen.getByRole('button', { name: en['search.filters'] }));
  await waitFor(() => expect(options()).toBeGreaterThan(1));
  cleanup();

  standInForMediaQueries(1024);
  await renderForMember(<SearchPage search="" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  await waitFor(() => expect(options()).toBeGreaterThan(1));
});

/** Writes a block of first results into the document, as the server does into the page it serves. */
function writeFirstResults(params: Record<string, string>, title: string) {
  const recipe = recipeSummary('written-in', { title, web_cover_thumbnail: null });
  const key = searchRequestKey({ locale: 'en-us', params, limit: RECIPES_PAGE_SIZE });
  const html = firstResultsScript({ key, recipes: [recipe], hasMore: false });
  document.head.insertAdjacentHTML('beforeend', html);
}

const searchesAsked = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls
    .map(([input]) => (input instanceof Request ? input : null))
    .filter((request) => request?.method === 'GET' && request.url.includes('/collections/recipes/records')).length;

it('draws the first results the page came with, asking for none, then searches what is typed', async () => {
  writeFirstResults({ q: 'chocolate' }, 'A pie the page came with');
  const fetch = vi.spyOn(globalThis, 'fetch');
  await renderForMember(<SearchPage search="?q=chocolate" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(await screen.findByRole('link', { name: 'A pie the page came with' })).toBeTruthy();
  expect(searchesAsked(fetch)).toBe(0);

  const input = screen.getByRole('combobox', { name: en['search.query'] });
  fireEvent.change(input, { target: { value: 'cookies' } });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'A pie the page came with' })).toBeNull());
  // The test catalogue is empty: the API's answer is drawn.
  expect(await screen.findByText(en['errors.noResult'])).toBeTruthy();
  expect(searchesAsked(fetch)).toBeGreaterThan(0);
  // Back to the page's own search: asked for now, not drawn from the page as it came.
  const before = searchesAsked(fetch);
  fireEvent.change(input, { target: { value: 'chocolate' } });
  await waitFor(() => expect(searchesAsked(fetch)).toBeGreaterThan(before));
  expect(screen.queryByRole('link', { name: 'A pie the page came with' })).toBeNull();
});

it('reads the results the page came with once: the page opened again within the site asks for its own', async () => {
  writeFirstResults({ q: 'chocolate' }, 'A pie the page came with');
  await renderForMember(<SearchPage search="?q=chocolate" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(await screen.findByRole('link', { name: 'A pie the page came with' })).toBeTruthy();
  expect(document.getElementById(FIRST_RESULTS_ID)).toBeNull();
  cleanup();
  const fetch = vi.spyOn(globalThis, 'fetch');
  await renderForMember(<SearchPage search="?q=chocolate" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(await screen.findByText(en['errors.noResult'])).toBeTruthy();
  expect(searchesAsked(fetch)).toBe(1);
});

it('asks for its results when the page came with those of another search', async () => {
  writeFirstResults({ q: 'salmon' }, 'A pie of another search');
  const fetch = vi.spyOn(globalThis, 'fetch');
  await renderForMember(<SearchPage search="?q=chocolate" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(await screen.findByText(en['errors.noResult'])).toBeTruthy();
  expect(searchesAsked(fetch)).toBe(1);
  expect(screen.queryByRole('link', { name: 'A pie of another search' })).toBeNull();
});

it('is built with the slot the server fills with the first results for a browser without JavaScript', () => {
  const html = staticMarkupOf(<SearchPage search="?q=chocolate" />, { apiBaseUrl: server.apiBaseUrl });
  expect(html).toContain(NO_SCRIPT_SLOT);
  // "Loading…" would never end without JavaScript: it shows once the page runs.
  expect(html).not.toContain(en['site.loading']);
});

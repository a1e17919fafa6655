// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { auth } from '../../../tests/api/members';
import { memberWithRole } from '../../../tests/api/staff';
import { apiServer, messagesOf, renderForMember, standInForMediaQueries } from '../../../tests/site/render-with-api';
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
afterEach(cleanup);
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

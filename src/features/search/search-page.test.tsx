// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { auth } from '../../../tests/api/members';
import { memberWithRole } from '../../../tests/api/staff';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { SearchPage } from './search-page';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

it('a search opened with a category (a listing\'s "Show more") shows it chosen once the categories load', async () => {
  // Staff add two categories; the search opens with the second.
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
  const category = { id: 'tea-time', name: 'Tea time' };
  await renderForMember(<SearchPage search={`?category=${category.id}`} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: '',
  });
  const select = () => screen.getByLabelText(en['search.category']) as HTMLSelectElement;
  await waitFor(() => expect(within(select()).getByRole('option', { name: category.name })).toBeTruthy());
  // The form is read as it stands at each change: a category not shown chosen would be dropped.
  expect(select().value).toBe(category.id);
});

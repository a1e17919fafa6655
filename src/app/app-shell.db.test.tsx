// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { apiServer, renderForMember } from '../../tests/site/render-with-api';
import { useGetPlansQuery } from '../features/premium/premium-api';
import { PageElement } from './app-shell';

let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

/** A page's first call: plans are priced by the Accept-Language the call carries. */
function Currency() {
  const { data } = useGetPlansQuery('fr');
  return <p>{data ? data[0]!.currency : '…'}</p>;
}

it('follows the page locale, before the page makes its first calls', async () => {
  // jsdom's address has no locale segment: the store's branch is all the calls have to go by.
  const { store } = await renderForMember(
    <PageElement locale="fr" pathname="/fr/">
      <Currency />
    </PageElement>,
    { apiBaseUrl: server.apiBaseUrl, token: '' },
  );
  expect(store.getState().site.locale).toBe('fr');
  expect(await screen.findByText('EUR')).toBeTruthy();
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../tests/api/members';
import { confirmedMember } from '../../../tests/api/posts';
import { openWorkshop } from '../../../tests/api/workshop-fixtures';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import type { Workshop } from '../../core/contract/workshops';
import { WorkshopPanel } from './workshop-panel';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;
let built: Workshop;

beforeAll(async () => {
  server = await apiServer();
  const id = await openWorkshop(server.db.db);
  built = (await server.app.inject(`/v1/workshops/${id}?lang=en`)).json() as Workshop;
});
afterEach(cleanup);
afterAll(() => server.close());

it('tells a member whose address is not confirmed why, in place of the booking button', async () => {
  const { token } = await signUp(server.app);
  await renderForMember(<WorkshopPanel built={built} />, { apiBaseUrl: server.apiBaseUrl, token });
  expect(await screen.findByText(en['workshop.unconfirmed'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByRole('button', { name: en['workshop.book'] })).toBeNull();
  expect(screen.getByRole('button', { name: en['profile.resend'] })).toBeTruthy();
});

it('offers a confirmed member the booking button', async () => {
  const { token } = await confirmedMember(server.app);
  await renderForMember(<WorkshopPanel built={built} />, { apiBaseUrl: server.apiBaseUrl, token });
  expect(await screen.findByRole('button', { name: en['workshop.book'] }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByText(en['workshop.unconfirmed'])).toBeNull();
});

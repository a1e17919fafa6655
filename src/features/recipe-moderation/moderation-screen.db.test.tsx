// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { memberWithRole } from '../../../tests/api/staff';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { ModerationScreen } from './moderation-screen';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

it('tells a moderator whose session skipped the second factor to log in again with the code', async () => {
  const moderator = await memberWithRole(server, 'moderator');
  await renderForMember(<ModerationScreen />, { apiBaseUrl: server.apiBaseUrl, token: moderator.tokenBeforeGrant });
  await screen.findByText(en['moderation.secondFactor']);
});

it('opens the desk to a moderator who passed it', async () => {
  const moderator = await memberWithRole(server, 'moderator');
  await renderForMember(<ModerationScreen />, { apiBaseUrl: server.apiBaseUrl, token: moderator.token });
  await screen.findByRole('heading', { name: en['moderation.queue'] });
  expect(screen.queryByText(en['moderation.secondFactor'])).toBeNull();
});

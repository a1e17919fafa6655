// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { SettingsForm } from './settings-form';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

it('says under the username field that another member has it (the API answers 409)', async () => {
  const other = await signUp(server.app);
  const taken = await server.app.inject({
    method: 'PATCH',
    url: '/v1/profile',
    headers: auth(other.token),
    payload: { data: { username: 'lucie.cuisine' } },
  });
  expect(taken.statusCode).toBe(200);
  const { token } = await signUp(server.app);
  await renderForMember(<SettingsForm search="" />, { apiBaseUrl: server.apiBaseUrl, token });

  const username = await screen.findByRole('textbox', { name: en['settings.username'] });
  fireEvent.change(username, { target: { value: 'lucie.cuisine' } });
  fireEvent.click(screen.getByRole('button', { name: en['settings.save'] }));

  await screen.findByRole('textbox', { name: en['settings.username'], description: en['settings.usernameTaken'] });
  expect(username.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText(en['settings.saved'])).toBeNull();
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { SignupForm } from './account-forms';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('says under the e-mail field that the API already knows the address, in the page language', async () => {
  const { email } = await signUp(server.app);
  const { store } = await renderForMember(<SignupForm search="" />, {
    apiBaseUrl: server.apiBaseUrl,
    token: '',
    locale: 'fr',
  });
  fill(fr['auth.email'], email);
  fill(fr['auth.password'], PASSWORD);
  fill(fr['auth.passwordConfirm'], PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: fr['auth.signup.submit'] }));

  // The refusal (409) is the field's description, and the field is marked invalid.
  const field = await screen.findByRole('textbox', { name: fr['auth.email'], description: fr['auth.emailTaken'] });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(store.getState().user.auth.isLoggedIn).toBe(false);
});

it('names the form group for assistive technologies', async () => {
  await renderForMember(<SignupForm search="" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(screen.getByRole('group', { name: en['auth.signup.title'] })).toBeTruthy();
});

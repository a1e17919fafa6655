// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { PASSWORD, lastMail, signUp } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { EmailValidation } from './email-validation';
import { SignupForm } from './signup-form';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
const de = messagesOf('de');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('shows a taken address the usual check-your-mailbox page, and keeps no session', async () => {
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

  // Before: a 409 under the e-mail field told anyone the address has an account.
  expect((await screen.findByRole('status')).textContent).toBe(fr['auth.signup.done']);
  expect(screen.queryByText(fr['auth.emailTaken'])).toBeNull();
  // The answer's token opens nothing: the site drops it once the profile is refused.
  await waitFor(() => expect(store.getState().user.auth.isLoggedIn).toBe(false));
});

it('names the form group for assistive technologies', async () => {
  await renderForMember(<SignupForm search="" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(screen.getByRole('group', { name: en['auth.signup.title'] })).toBeTruthy();
});

it('asks whoever confirms an address without its session to choose the password, and signs them in with it', async () => {
  // Someone signed up with the address; its owner opens the mailed link in a browser of their own.
  const { email } = await signUp(server.app);
  const { secrets } = await lastMail(server.app, email);
  const search = `?auth_id=${secrets.auth_id}&activation_key=${secrets.activation_key}`;
  window.history.replaceState(null, '', `/de/konten/validierung/${search}`);
  const { store } = await renderForMember(<EmailValidation search={search} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: '',
    locale: 'de',
  });
  expect(await screen.findByText(de['auth.validation.choosePassword'], undefined, { timeout: 10_000 })).toBeTruthy();
  fill(de['auth.password'], 'Piment!2027');
  fill(de['auth.passwordConfirm'], 'Piment!2027');
  fireEvent.click(screen.getByRole('button', { name: de['auth.reset.submit'] }));
  expect(await screen.findByText(de['auth.reset.done'], undefined, { timeout: 10_000 })).toBeTruthy();
  await waitFor(() => expect(store.getState().user.auth.isLoggedIn).toBe(true));
  const login = (password: string) =>
    server.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password } });
  expect((await login(PASSWORD)).statusCode).toBe(401);
  expect((await login('Piment!2027')).statusCode).toBe(200);
});

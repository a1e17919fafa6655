// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { secondFactorOf } from '../../../tests/site/sessions';
import { PASSWORD } from '../../../tests/api/members';
import { memberWithRole } from '../../../tests/api/staff';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { LoginForm } from './login-form';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;
const navigated = vi.fn();

beforeAll(async () => {
  server = await apiServer();
  // Gatsby's router is not in jsdom: its navigate() hands over to window.___navigate.
  (window as unknown as { ___navigate: typeof navigated }).___navigate = navigated;
});
afterEach(cleanup);
afterAll(() => server.close());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en['auth.login.submit'] }));

it('asks staff for the authenticator code once the password is right, says when it is wrong, then logs in', async () => {
  const staff = await memberWithRole(server, 'staff');
  const { store } = await renderForMember(<LoginForm search="" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  expect(screen.queryByLabelText(en['auth.login.code'])).toBeNull();
  fill(en['auth.email'], staff.email);
  fill(en['auth.password'], PASSWORD);
  submit();

  expect((await screen.findByRole('alert')).textContent).toBe(en['auth.login.codeNeeded']);
  expect(screen.getByText(en['auth.login.codeHint'])).toBeTruthy();
  fill(en['auth.login.code'], '000000');
  submit();
  await screen.findByText(en['auth.login.codeWrong']);
  expect(screen.getByLabelText(en['auth.login.code']).getAttribute('aria-invalid')).toBe('true');
  expect(store.getState().user.auth.isLoggedIn).toBe(false);

  fill(en['auth.login.code'], await staff.nextCode());
  submit();
  await waitFor(() => expect(store.getState().user.auth.isLoggedIn).toBe(true));
  // The session the form opened passed the second factor.
  expect(await secondFactorOf(server.db, store.getState().user.auth.token!)).not.toBeNull();
  await waitFor(() => expect(navigated).toHaveBeenCalled());
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ageSession } from '../../../tests/site/sessions';
import { PASSWORD, auth, lastMail, signUp } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { SettingsForm } from './settings-form';

const en = messagesOf('en-us');

/** The settings page answers the API's "prove your password again" (403, errno 130) with a dialog, then retries. */
describe('settings: recent authentication', () => {
  let server: Awaited<ReturnType<typeof apiServer>>;

  beforeAll(async () => {
    standInForDialogs();
    server = await apiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** A member whose session proved the password 11 minutes ago: too long for account changes. */
  async function memberWithStaleProof() {
    const member = await signUp(server.app);
    await ageSession(server.db, member.token, { password_verified_at: new Date(Date.now() - 11 * 60_000) });
    return member;
  }

  const fill = (label: string, value: string, container: HTMLElement = document.body) =>
    fireEvent.change(within(container).getByLabelText(label), { target: { value } });

  it('asks the current password, says when it is wrong, then changes the password', async () => {
    const { email, token } = await memberWithStaleProof();
    await server.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password: PASSWORD } });
    const { store } = await renderForMember(<SettingsForm search="" />, { apiBaseUrl: server.apiBaseUrl, token });
    const sessions = await screen.findByRole('region', { name: en['sessions.title'] });
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));
    await screen.findByLabelText(en['settings.newPassword']);
    fill(en['settings.newPassword'], 'Poireau!2027');
    fill(en['auth.passwordConfirm'], 'Poireau!2027');
    fireEvent.click(screen.getByRole('button', { name: en['settings.passwordSubmit'] }));

    const dialog = await screen.findByRole('dialog', { name: en['recentAuth.title'] });
    expect(within(dialog).getByText(en['recentAuth.text'])).toBeTruthy();
    fill(en['recentAuth.password'], 'Wrong!2026', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: en['recentAuth.submit'] }));
    await within(dialog).findByText(en['recentAuth.incorrect']);
    expect(within(dialog).getByLabelText(en['recentAuth.password']).getAttribute('aria-invalid')).toBe('true');

    fill(en['recentAuth.password'], PASSWORD, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: en['recentAuth.submit'] }));
    await screen.findByText(en['settings.passwordChanged']);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The retry went through: the new password logs in, and the page carries on with a new token.
    const login = (password: string) =>
      server.app.inject({ method: 'POST', url: '/v1/email/login', payload: { email, password } });
    expect((await login('Poireau!2027')).statusCode).toBe(200);
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect(store.getState().user.auth.isLoggedIn).toBe(true);
    expect(store.getState().user.auth.token).not.toBe(token);
    // The change ended the other session, and the list says so.
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
  });

  it('retries the e-mail change once the password is confirmed', async () => {
    const { token } = await memberWithStaleProof();
    await renderForMember(<SettingsForm search="" />, { apiBaseUrl: server.apiBaseUrl, token });
    const next = `moved-${Date.now()}@example.com`;
    fill(en['settings.newEmail'], next, (await screen.findByLabelText(en['settings.newEmail'])).closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: en['settings.emailSubmit'] }));

    const dialog = await screen.findByRole('dialog', { name: en['recentAuth.title'] });
    fill(en['recentAuth.password'], PASSWORD, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: en['recentAuth.submit'] }));
    await screen.findByText(en['settings.emailSent'].replace('{email}', next));
    expect((await lastMail(server.app, next)).kind).toBe('email-change');
  });

  it('cancelled, changes nothing and says the password is needed', async () => {
    const { email, token } = await memberWithStaleProof();
    await renderForMember(<SettingsForm search="" />, { apiBaseUrl: server.apiBaseUrl, token });
    fill(
      en['settings.deleteConfirm'],
      email,
      (await screen.findByLabelText(en['settings.deleteConfirm'])).closest('form')!,
    );
    fireEvent.click(screen.getByRole('button', { name: en['settings.deleteSubmit'] }));

    const dialog = await screen.findByRole('dialog', { name: en['recentAuth.title'] });
    fireEvent.click(within(dialog).getByRole('button', { name: en['recentAuth.cancel'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(en['recentAuth.required']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await server.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(200);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { signUp, validateEmail } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { pendingAction, rememberPendingAction } from '../../store/pending-action';
import { PremiumPage } from './premium-page';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  server = await apiServer();
});
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/fr/accounts/premium/');
});
afterEach(cleanup);
afterAll(() => server.close());

/** A member whose address is confirmed: only they may pay (issue 38, card testing). */
async function confirmedMember() {
  const member = await signUp(server.app);
  await validateEmail(server.app, member.email, member.token);
  return member;
}

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) }) as HTMLInputElement;

it('shows a visitor the plans priced in the locale currency; picking one asks to log in and comes back with it', async () => {
  await renderForMember(<PremiumPage search="" />, { apiBaseUrl: server.apiBaseUrl, token: '', locale: 'fr' });
  await screen.findByRole('group', { name: fr['premium.choosePlan'] });
  // Prices in euros, written the French way.
  expect(screen.getByText(new RegExp(`^${fr['premium.perMonth'].replace('{price}', '4,99\\s€')}$`))).toBeTruthy();
  expect(screen.getByText(new RegExp(`^${fr['premium.perYear'].replace('{price}', '47,99\\s€')}$`))).toBeTruthy();
  expect(screen.queryByLabelText(fr['premium.cardNumber'])).toBeNull();

  fireEvent.click(radio(fr['premium.yearly']));
  fireEvent.click(screen.getByRole('button', { name: fr['premium.continue'] }));
  const prompt = await screen.findByRole('dialog', { name: fr['membersOnly.title'] });
  expect(within(prompt).getByText(fr['premium.loginFirst'])).toBeTruthy();
  const back = encodeURIComponent('/fr/accounts/premium/?plan=yearly');
  expect(within(prompt).getByRole('link', { name: fr['auth.login.title'] }).getAttribute('href')).toMatch(
    new RegExp(`\\?next=${back}$`),
  );
  expect(within(prompt).getByRole('link', { name: fr['auth.login.signupLink'] }).getAttribute('href')).toMatch(
    new RegExp(`\\?next=${back}$`),
  );
  expect(window.location.search).toBe('?plan=yearly');
  expect(pendingAction()).toEqual({ kind: 'choosePlan', plan: 'yearly' });
});

it('opens the payment step on the plan of the address', async () => {
  const { token } = await confirmedMember();
  await renderForMember(<PremiumPage search="?plan=yearly" />, { apiBaseUrl: server.apiBaseUrl, token });
  await screen.findByLabelText(en['premium.cardNumber']);
  expect(radio(en['premium.yearly']).checked).toBe(true);
  expect(screen.getByRole('button', { name: en['premium.subscribeYearly'] })).toBeTruthy();
});

it('opens the payment step on the plan picked before the detour, then forgets it', async () => {
  const { token } = await confirmedMember();
  rememberPendingAction({ kind: 'choosePlan', plan: 'yearly' });
  await renderForMember(<PremiumPage search="" />, { apiBaseUrl: server.apiBaseUrl, token });
  await screen.findByLabelText(en['premium.cardNumber']);
  expect(radio(en['premium.yearly']).checked).toBe(true);
  await waitFor(() => expect(pendingAction()).toBeNull());
});

it('asks a member to confirm their address before any card form', async () => {
  const { token } = await signUp(server.app);
  await renderForMember(<PremiumPage search="" />, { apiBaseUrl: server.apiBaseUrl, token });
  await screen.findByText(en['premium.unconfirmed']);
  expect(screen.queryByLabelText(en['premium.cardNumber'])).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: en['profile.resend'] }));
  await screen.findByText(en['profile.resent']);
});

it('tells a member whose billing is locked to contact support', async () => {
  const { token } = await confirmedMember();
  const userId = (await server.app.inject({ url: '/v1/profile', headers: { authorization: `Bearer ${token}` } })).json()
    .data.id as string;
  await server.db.db.updateTable('users').set({ billing_locked_at: new Date() }).where('id', '=', userId).execute();
  await renderForMember(<PremiumPage search="" />, { apiBaseUrl: server.apiBaseUrl, token });
  fireEvent.change(await screen.findByLabelText(en['premium.cardNumber']), {
    target: { value: '4242 4242 4242 4242' },
  });
  fireEvent.change(screen.getByLabelText(en['premium.expiry']), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(en['premium.cvc']), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: en['premium.subscribeMonthly'] }));
  await screen.findByText(en['premium.locked']);
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ageSession } from '../../../tests/site/sessions';
import { PASSWORD, auth, signUp } from '../../../tests/api/members';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { formatDay } from '../../core/format/date';
import { SessionsSettings } from './sessions-settings';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('settings: your sessions', () => {
  let server: Awaited<ReturnType<typeof apiServer>>;

  beforeAll(async () => {
    standInForDialogs();
    server = await apiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** A member signed up (this page's session) and logged in on a phone and a laptop. */
  async function memberOnThreeDevices() {
    const member = await signUp(server.app);
    const logIn = async (userAgent: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/v1/email/login',
          headers: { 'user-agent': userAgent },
          payload: { email: member.email, password: PASSWORD },
        })
      ).json().access_token as string;
    return { ...member, phone: await logIn(PHONE), laptop: await logIn(LAPTOP) };
  }
  const works = async (token: string) =>
    (await server.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode === 200;

  it('lists each session with its browser and last use, marks this one, signs out one and then all others', async () => {
    const en = messagesOf('en-us');
    const { token, phone, laptop } = await memberOnThreeDevices();
    await renderForMember(<SessionsSettings />, { apiBaseUrl: server.apiBaseUrl, token });

    const section = screen.getByRole('region', { name: en['sessions.title'] });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const today = en['sessions.lastUsed'].replace('{date}', formatDay(new Date(), 'en-us'));
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Chrome on Android'),
        expect.stringContaining('Firefox on macOS'),
        expect.stringContaining(en['sessions.current']),
      ]),
    );
    for (const item of items) expect(item.textContent).toContain(today);
    // The page's own session is marked and has no sign-out button; the others have one each.
    const current = items.find((item) => item.textContent!.includes(en['sessions.current']))!;
    expect(current.textContent).toContain(en['sessions.unknownBrowser']);
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(section).getAllByRole('button', { name: en['sessions.signOut'] })).toHaveLength(2);

    fireEvent.click(
      within(section).getByRole('button', { name: en['sessions.signOut'], description: /Chrome on Android/ }),
    );
    await within(section).findByText(en['sessions.signedOut']);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).queryByText('Chrome on Android')).toBeNull();
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);

    fireEvent.click(within(section).getByRole('button', { name: en['sessions.signOutOthers'] }));
    await within(section).findByText(en['sessions.othersSignedOut']);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).queryByRole('button', { name: en['sessions.signOutOthers'] })).toBeNull();
    expect(await works(laptop)).toBe(false);
    expect(await works(token)).toBe(true);
  });

  it('asks for the password before signing the others out when the session proved it long ago', async () => {
    const en = messagesOf('en-us');
    const { token, laptop } = await memberOnThreeDevices();
    await ageSession(server.db, token, { password_verified_at: new Date(Date.now() - 11 * 60_000) });
    await renderForMember(<SessionsSettings />, { apiBaseUrl: server.apiBaseUrl, token });
    const section = screen.getByRole('region', { name: en['sessions.title'] });
    fireEvent.click(await within(section).findByRole('button', { name: en['sessions.signOutOthers'] }));
    const dialog = await screen.findByRole('dialog', { name: en['recentAuth.title'] });
    expect(await works(laptop)).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(en['recentAuth.password']), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: en['recentAuth.submit'] }));
    await within(section).findByText(en['sessions.othersSignedOut']);
    expect(await works(laptop)).toBe(false);
    expect(await works(token)).toBe(true);
  });

  it('speaks the member language: browser, system and date in French', async () => {
    const fr = messagesOf('fr');
    const { token, phone } = await memberOnThreeDevices();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await ageSession(server.db, phone, { last_used_at: twoDaysAgo });
    await renderForMember(<SessionsSettings />, { apiBaseUrl: server.apiBaseUrl, token, locale: 'fr' });

    const section = screen.getByRole('region', { name: fr['sessions.title'] });
    const phoneItem = (await within(section).findAllByRole('listitem')).find((item) =>
      item.textContent!.includes('Chrome sur Android'),
    )!;
    expect(phoneItem.textContent).toContain(fr['sessions.lastUsed'].replace('{date}', formatDay(twoDaysAgo, 'fr')));
    expect(within(section).getByText(fr['sessions.current'])).toBeTruthy();
    expect(within(section).getByRole('button', { name: fr['sessions.signOutOthers'] })).toBeTruthy();
    // The most recently used first: the phone, last used two days ago, comes last.
    expect(within(section).getAllByRole('listitem').at(-1)).toBe(phoneItem);
  });
});

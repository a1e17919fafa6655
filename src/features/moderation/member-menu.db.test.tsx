// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { confirmedMember } from '../../../tests/api/posts';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { MemberMenu } from './member-menu';
import { ReportButton } from './report-dialog';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin']);
});
afterEach(cleanup);
afterAll(() => server.close());

const blockedBy = async (token: string, user: string) =>
  (await server.app.inject({ url: `/v1/community/users/${user}`, headers: auth(token) })).json().blocked_by_viewer;
const reportsOf = (reporter: string) =>
  server.db.db.selectFrom('community_reports').selectAll().where('reporter_id', '=', reporter).execute();

async function menuFor(
  viewer: { token: string },
  member: { id: string },
  blocked = false,
  locale: 'en-us' | 'fr' = 'en-us',
) {
  const view = await renderForMember(<MemberMenu userId={member.id} name="Ana" blocked={blocked} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: viewer.token,
    locale,
  });
  const messages = locale === 'fr' ? fr : en;
  const toggle = screen.getByRole('button', { name: messages['block.menu'].replace('{name}', 'Ana') });
  return { ...view, toggle };
}

it('opens and closes the menu by keyboard, giving focus back to its button', async () => {
  const [viewer, member] = [await confirmedMember(server.app), await confirmedMember(server.app)];
  const { toggle } = await menuFor(viewer, member);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const report = screen.getByRole('button', { name: en['report.member'] });
  report.focus();
  fireEvent.keyDown(report, { key: 'Escape' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('button', { name: en['report.member'] })).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

it('blocks after a confirmation saying what blocking does, and unblocks', async () => {
  const [viewer, member] = [await confirmedMember(server.app), await confirmedMember(server.app)];
  const { toggle } = await menuFor(viewer, member, false, 'fr');
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole('button', { name: fr['block.block'] }));
  const confirm = screen.getByRole('dialog', { name: fr['block.title'].replace('{name}', 'Ana') });
  expect(within(confirm).getByText(fr['block.explain'].replace('{name}', 'Ana'))).toBeTruthy();
  expect(await blockedBy(viewer.token, member.id)).toBe(false);
  fireEvent.click(within(confirm).getByRole('button', { name: fr['block.confirm'] }));
  expect(await screen.findByText(fr['block.done'].replace('{name}', 'Ana'), {}, { timeout: 10_000 })).toBeTruthy();
  expect(await blockedBy(viewer.token, member.id)).toBe(true);

  // The profile says blocked now: the menu offers to unblock.
  cleanup();
  fireEvent.click((await menuFor(viewer, member, true, 'fr')).toggle);
  expect(screen.getByText(fr['block.blockedNote'])).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: fr['block.unblock'] }));
  expect(await screen.findByText(fr['block.undone'].replace('{name}', 'Ana'), {}, { timeout: 10_000 })).toBeTruthy();
  expect(await blockedBy(viewer.token, member.id)).toBe(false);
});

it('reports a member with a message, in the page’s language', async () => {
  const [viewer, member] = [await confirmedMember(server.app), await confirmedMember(server.app)];
  const { toggle } = await menuFor(viewer, member);
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole('button', { name: en['report.member'] }));
  const dialog = screen.getByRole('dialog', { name: en['report.title.member'] });
  fireEvent.click(within(dialog).getByRole('button', { name: en['report.send'] }));
  expect(within(dialog).getByText(en['errors.required'])).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(en['report.message']), { target: { value: 'Spam in every comment' } });
  fireEvent.click(within(dialog).getByRole('button', { name: en['report.send'] }));
  expect(await screen.findByText(en['report.sent'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await reportsOf(viewer.id)).toMatchObject([
    { reported_user_id: member.id, post_id: null, comment_id: null, message: 'Spam in every comment', language: 'en' },
  ]);
});

it('reports a comment with the same dialog, a thank-you taking the button’s place', async () => {
  const [author, reader] = [await confirmedMember(server.app), await confirmedMember(server.app)];
  const posted = await server.app.inject({
    method: 'POST',
    url: '/v1/community/generic-comments',
    headers: auth(author.token),
    payload: { recipe: 'tarte-tatin', text: 'Buy my pans!' },
  });
  const comment = posted.json() as { id: number; uuid: string };
  await renderForMember(<ReportButton target={{ comment: comment.uuid }} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: reader.token,
  });
  fireEvent.click(screen.getByRole('button', { name: en['report.open'] }));
  const dialog = screen.getByRole('dialog', { name: en['report.title.comment'] });
  fireEvent.change(within(dialog).getByLabelText(en['report.message']), { target: { value: 'Advertising' } });
  fireEvent.click(within(dialog).getByRole('button', { name: en['report.send'] }));
  const thanks = await screen.findByRole('status', {}, { timeout: 10_000 });
  expect(thanks.textContent).toBe(en['report.sent']);
  await waitFor(() => expect(document.activeElement).toBe(thanks));
  expect(screen.queryByRole('button', { name: en['report.open'] })).toBeNull();
  const [report] = await reportsOf(reader.id);
  expect(String(report!.comment_id)).toBe(String(comment.id));
});

it('tells a member whose address is not confirmed why, in place of the report form, with the link sent again', async () => {
  const author = await confirmedMember(server.app);
  const { token } = await signUp(server.app);
  await renderForMember(<ReportButton target={{ reported_user: author.id }} />, {
    apiBaseUrl: server.apiBaseUrl,
    token,
  });
  fireEvent.click(screen.getByRole('button', { name: en['report.open'] }));
  const dialog = screen.getByRole('dialog', { name: en['report.title.member'] });
  // Once the member's profile is read, the notice takes the form's place.
  expect(await within(dialog).findByText(en['report.unconfirmed'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(within(dialog).queryByLabelText(en['report.message'])).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: en['profile.resend'] }));
  expect(await within(dialog).findByText(en['profile.resent'], {}, { timeout: 10_000 })).toBeTruthy();
});

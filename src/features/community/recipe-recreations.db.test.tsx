// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { confirmedMember } from '../../../tests/api/posts';
import { smallPicture } from '../../../tests/api/uploads';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { PHOTO_UPLOAD } from '../../core/rules';
import { RecipeRecreations } from './recipe-recreations';

const en = messagesOf('en-us');
const de = messagesOf('de');
let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  standInForDialogs();
  // Node's fetch sends its own FormData and files only (jsdom's would go as "[object FormData]"),
  // as a browser sends its own: the form builds them from the globals.
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin', 'gratin']);
});
afterEach(cleanup);
afterAll(() => server.close());

/** A message of the catalogue with its values filled in. */
const enText = (key: keyof typeof en, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, String(value)), en[key] as string);
const postsOf = async (recipe: string) =>
  (await server.app.inject({ url: `/v1/community/posts?recipe=${recipe}` })).json().results as { title: string }[];
const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText(en['community.form.photos']), { target: { files } });

async function openForm(recipeId: string, token: string, locale: 'en-us' | 'de' = 'en-us') {
  await renderForMember(<RecipeRecreations recipeId={recipeId} />, { apiBaseUrl: server.apiBaseUrl, token, locale });
  const messages = locale === 'de' ? de : en;
  const open = screen.getByRole('button', { name: messages['community.share.open'] });
  await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
  fireEvent.click(open);
  return screen.findByRole('dialog', { name: messages['community.share.title'] });
}

it('names each field in error in the visitor’s language, photos checked before anything is sent', async () => {
  const cook = await confirmedMember(server.app);
  const dialog = await openForm('gratin', cook.token, 'de');
  fireEvent.click(within(dialog).getByRole('button', { name: de['community.form.submit'] }));
  expect(await within(dialog).findByText(de['community.form.titleRequired'])).toBeTruthy();
  expect(within(dialog).getByText(de['community.form.photosRequired'])).toBeTruthy();
  // Focus goes to the first field in error.
  await waitFor(() => expect(document.activeElement?.id).toBe('field-title'));
  cleanup();

  const form = await openForm('gratin', cook.token);
  fireEvent.change(within(form).getByLabelText(en['community.form.title']), { target: { value: 'x'.repeat(101) } });
  choose([new File(['gif'], 'party.gif', { type: 'image/gif' })]);
  fireEvent.click(within(form).getByRole('button', { name: en['community.form.submit'] }));
  expect(await within(form).findByText(enText('community.form.titleTooLong', { max: 100 }))).toBeTruthy();
  expect(within(form).getByText(enText('community.form.photoRules', { name: 'party.gif', size: 5 }))).toBeTruthy();

  // Too big, even as a png: 5 MB at most.
  fireEvent.click(
    within(form).getByRole('button', { name: enText('community.form.removePhoto', { name: 'party.gif' }) }),
  );
  choose([new File([new Uint8Array(PHOTO_UPLOAD.maxBytes + 1)], 'huge.png', { type: 'image/png' })]);
  expect(
    await within(form).findByText(enText('community.form.photoRules', { name: 'huge.png', size: 5 })),
  ).toBeTruthy();
  const five = Array.from({ length: 5 }, (_, n) => new File(['x'], `p${n}.png`, { type: 'image/png' }));
  fireEvent.click(
    within(form).getByRole('button', { name: enText('community.form.removePhoto', { name: 'huge.png' }) }),
  );
  choose(five);
  expect(await within(form).findByText(enText('community.form.photosTooMany', { max: 4 }))).toBeTruthy();
  expect(await postsOf('gratin')).toEqual([]);
});

it('sends each photo, then posts the re-creation, which joins the recipe’s gallery', async () => {
  const cook = await confirmedMember(server.app);
  const dialog = await openForm('tarte-tatin', cook.token);
  expect(await screen.findByText(en['community.recreations.empty'], {}, { timeout: 10_000 })).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(en['community.form.title']), { target: { value: 'My golden tart' } });
  fireEvent.change(within(dialog).getByLabelText(en['community.form.message']), { target: { value: 'Extra butter.' } });
  const picture = new Uint8Array(await smallPicture());
  choose([
    new File([picture], 'tart.png', { type: 'image/png' }),
    new File([picture], 'slice.png', { type: 'image/png' }),
  ]);
  expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  fireEvent.click(within(dialog).getByRole('button', { name: en['community.form.submit'] }));

  const done = await screen.findByText(en['community.share.done'], {}, { timeout: 15_000 });
  expect(within(done).getByRole('link', { name: en['community.share.see'] }).getAttribute('href')).toMatch(
    /^\/en-us\/community\/feed\/[0-9a-f-]{36}\/$/,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  const [post] = await postsOf('tarte-tatin');
  expect(post).toMatchObject({ title: 'My golden tart', message: 'Extra butter.', locale: 'en-us' });
  expect((post as unknown as { attachments: unknown[] }).attachments).toHaveLength(2);
  // The gallery asks again: the new post links to its page.
  expect(await screen.findByRole('link', { name: 'My golden tart' }, { timeout: 10_000 })).toBeTruthy();
});

it('makes no post when a photo is refused by the server, and says which and why', async () => {
  const cook = await confirmedMember(server.app);
  const before = (await postsOf('tarte-tatin')).length;
  const dialog = await openForm('tarte-tatin', cook.token);
  fireEvent.change(within(dialog).getByLabelText(en['community.form.title']), { target: { value: 'Broken tart' } });
  const picture = new Uint8Array(await smallPicture());
  choose([
    new File([picture], 'good.png', { type: 'image/png' }),
    new File(['not a picture at all'], 'fake.png', { type: 'image/png' }),
  ]);
  fireEvent.click(within(dialog).getByRole('button', { name: en['community.form.submit'] }));
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 15_000 });
  expect(alert.textContent).toBe(enText('community.form.photoRules', { name: 'fake.png', size: 5 }));
  expect((await postsOf('tarte-tatin')).length).toBe(before);
});

it('asks an anonymous visitor to log in before sharing', async () => {
  await renderForMember(<RecipeRecreations recipeId="tarte-tatin" />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  const open = screen.getByRole('button', { name: en['community.share.open'] });
  await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
  fireEvent.click(open);
  const prompt = await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  expect(within(prompt).getByText(en['community.share.membersOnly'])).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: en['community.share.title'] })).toBeNull();
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { confirmedMember } from '../../../tests/api/posts';
import { smallPicture } from '../../../tests/api/uploads';
import { publishRecipes } from '../../../tests/site/catalogue';
import { apiServer, messagesOf, renderForMember, standInForDialogs } from '../../../tests/site/render-with-api';
import { pendingAction } from '../../store/pending-action';
import { ANNOUNCE_AFTER_MS } from './characters-left';
import { Comments } from './comments';

const en = messagesOf('en-us');
const fr = messagesOf('fr');
const plural = (form: string, count: number) => form.replace('{count}', String(count));
/** Testing Library reads text with its spaces collapsed (French puts a narrow no-break space before ':'). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
let server: Awaited<ReturnType<typeof apiServer>>;
let cook: Awaited<ReturnType<typeof confirmedMember>>;

beforeAll(async () => {
  standInForDialogs();
  // Node's fetch sends its own FormData and files only (jsdom's would go as "[object FormData]").
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
  vi.stubGlobal('File', NodeFile);
  server = await apiServer();
  await publishRecipes(server, ['pears', 'filters', 'counter', 'likes']);
  cook = await confirmedMember(server.app);
});
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);
afterAll(() => server.close());

/** The comments of a recipe for a member ('' for a visitor), once the form can be used. */
async function commentsOn(recipe: string, token: string, locale: 'en-us' | 'fr' = 'en-us') {
  const view = await renderForMember(
    <Comments target={{ recipe }} report={(_, className) => <button className={className}>R</button>} />,
    {
      apiBaseUrl: server.apiBaseUrl,
      token,
      locale,
    },
  );
  const messages = locale === 'fr' ? fr : en;
  const text = (await screen.findByLabelText(messages['comments.text.label'])) as HTMLTextAreaElement;
  await waitFor(() => expect(text.closest('fieldset')!.disabled).toBe(false));
  return { ...view, text };
}

const postThrough = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/v1/community/generic-comments', headers: auth(token), payload });
const listed = async (recipe: string) =>
  (await server.app.inject({ url: `/v1/community/generic-comments?recipe=${recipe}` })).json().results as {
    text: string;
  }[];
const articleOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

it('counts the characters left as one types, tells screen readers once typing pauses, and refuses too many', async () => {
  const { text } = await commentsOn('counter', cook.token, 'fr');
  fireEvent.change(text, { target: { value: 'Miam 😋' } });
  // An emoji is one character, as the API counts.
  const left = screen.getByText(plural(fr['comments.left'].other, 494));
  expect(text.getAttribute('aria-describedby')).toContain(left.id);
  const live = document.querySelector('[aria-live="polite"]')!;
  expect(live.textContent).toBe('');
  await waitFor(() => expect(live.textContent).toBe(left.textContent), { timeout: ANNOUNCE_AFTER_MS * 3 });

  fireEvent.change(text, { target: { value: 'x'.repeat(502) } });
  expect(screen.getByText(plural(fr['comments.tooMany'].other, 2))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: fr['comments.submit'] }));
  expect(await screen.findByText(spaced(fr['comments.tooLong']))).toBeTruthy();
  expect(text.getAttribute('aria-invalid')).toBe('true');
  expect(await listed('counter')).toEqual([]);
});

it('filters the list by type', async () => {
  await postThrough(cook.token, { recipe: 'filters', type: 'comment', text: 'Lovely crust' });
  await postThrough(cook.token, { recipe: 'filters', type: 'question', text: 'Gas mark?' });
  await postThrough(cook.token, { recipe: 'filters', type: 'suggestion', text: 'Add cinnamon' });
  await commentsOn('filters', '');
  await screen.findByText('Lovely crust');
  expect(screen.getByText('Gas mark?')).toBeTruthy();
  const filter = screen.getByRole('group', { name: en['comments.filter.legend'] });
  fireEvent.click(within(filter).getByRole('radio', { name: en['comments.filter.question'] }));
  await waitFor(() => expect(screen.queryByText('Lovely crust')).toBeNull());
  expect(screen.getByText('Gas mark?')).toBeTruthy();
  expect(screen.queryByText('Add cinnamon')).toBeNull();
  fireEvent.click(within(filter).getByRole('radio', { name: en['comments.filter.suggestion'] }));
  expect(await screen.findByText('Add cinnamon')).toBeTruthy();
  expect(screen.queryByText('Gas mark?')).toBeNull();
});

it('posts a question, a reply under it, and deletes them, leaving a placeholder while a reply stands', async () => {
  const { text } = await commentsOn('pears', cook.token);
  fireEvent.click(screen.getByRole('radio', { name: en['comments.type.question'] }));
  fireEvent.change(text, { target: { value: 'Can I use pears?' } });
  fireEvent.click(screen.getByRole('button', { name: en['comments.submit'] }));
  expect(await screen.findByText(en['comments.posted'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(text.value).toBe('');
  await screen.findByText('Can I use pears?', {}, { timeout: 10_000 });
  const question = articleOf('Can I use pears?');
  expect(within(question).getByText(en['comments.type.question'])).toBeTruthy();
  // Their own comment: delete, not report.
  expect(within(question).queryByRole('button', { name: 'R' })).toBeNull();

  fireEvent.click(within(question).getByRole('button', { name: en['comments.reply.open'] }));
  const replyForm = within(question).getByRole('form', { name: en['comments.replyForm'] });
  fireEvent.change(within(replyForm).getByLabelText(en['comments.reply.label']), {
    target: { value: 'Yes, firm ones.' },
  });
  fireEvent.click(within(replyForm).getByRole('button', { name: en['comments.reply.submit'] }));
  expect(await within(question).findByText(en['comments.reply.posted'], {}, { timeout: 10_000 })).toBeTruthy();
  // The replies open on the new one.
  await within(question).findByRole('button', { name: en['comments.hideReplies'] }, { timeout: 10_000 });
  expect(await within(question).findByText('Yes, firm ones.', {}, { timeout: 10_000 })).toBeTruthy();
  expect(within(question).getAllByRole('article')).toHaveLength(1);

  fireEvent.click(within(question).getAllByRole('button', { name: en['comments.delete.open'] })[0]!);
  const confirm = await screen.findByRole('dialog', { name: en['comments.delete.title'] });
  fireEvent.click(within(confirm).getByRole('button', { name: en['comments.delete.confirm'] }));
  expect(await screen.findByText(en['comments.deleted'], {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByText('Can I use pears?')).toBeNull();
  expect(screen.getByText('Yes, firm ones.')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: en['comments.title'] }));

  const reply = articleOf('Yes, firm ones.');
  fireEvent.click(within(reply).getByRole('button', { name: en['comments.delete.open'] }));
  const again = await screen.findByRole('dialog', { name: en['comments.delete.title'] });
  fireEvent.click(within(again).getByRole('button', { name: en['comments.delete.confirm'] }));
  await waitFor(() => expect(screen.queryByText('Yes, firm ones.')).toBeNull(), { timeout: 10_000 });
});

it('likes another member’s comment, which they may report', async () => {
  await postThrough(cook.token, { recipe: 'likes', text: 'So good' });
  const other = await confirmedMember(server.app);
  await commentsOn('likes', other.token);
  await screen.findByText('So good');
  const comment = articleOf('So good');
  expect(within(comment).getByRole('button', { name: 'R' })).toBeTruthy();
  const like = within(comment).getByRole('button', {
    name: `${en['comments.like']}, ${plural(en['comments.likes'].other, 0)}`,
  });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(like);
  await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  expect(like.textContent).toContain(plural(en['comments.likes'].one, 1));
  await waitFor(async () => {
    const [liked] = (
      await server.app.inject({ url: '/v1/community/generic-comments?recipe=likes', headers: auth(other.token) })
    ).json().results;
    expect(liked).toMatchObject({ likes_count: 1, user_reaction: 'like' });
  });
});

it('posts a comment with a picture, shown by its thumbnail; refuses a file that is not a picture', async () => {
  const { text } = await commentsOn('likes', cook.token);
  const picture = screen.getByLabelText(en['comments.picture.label']) as HTMLInputElement;
  fireEvent.change(picture, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await screen.findByText(en['comments.picture.rejected'])).toBeTruthy();
  expect(picture.getAttribute('aria-invalid')).toBe('true');

  const png = await smallPicture();
  fireEvent.change(picture, {
    target: { files: [new File([new Uint8Array(png)], 'tart.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(screen.queryByText(en['comments.picture.rejected'])).toBeNull());
  fireEvent.change(text, { target: { value: 'Mine came out golden' } });
  fireEvent.click(screen.getByRole('button', { name: en['comments.submit'] }));
  expect(await screen.findByText(en['comments.posted'], {}, { timeout: 10_000 })).toBeTruthy();
  await screen.findByText('Mine came out golden', {}, { timeout: 10_000 });
  const image = within(articleOf('Mine came out golden')).getByRole('img', {
    name: en['comments.picture.alt'].replace('{name}', en['profile.member']),
  });
  const [posted] = (await listed('likes')) as unknown as { picture: { media_thumbnail: string } }[];
  expect(image.getAttribute('src')).toBe(posted!.picture.media_thumbnail);
});

it('says "A server error occured" when the comment cannot be posted', async () => {
  const { text } = await commentsOn('withdrawn-recipe', cook.token);
  fireEvent.change(text, { target: { value: 'Where did it go?' } });
  fireEvent.click(screen.getByRole('button', { name: en['comments.submit'] }));
  expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('A server error occured');
  // What was typed stays, to send again.
  expect(text.value).toBe('Where did it go?');
});

it('asks an unconfirmed member to confirm their address first', async () => {
  const { token } = await signUp(server.app);
  const { text } = await commentsOn('pears', token);
  fireEvent.change(text, { target: { value: 'First!' } });
  fireEvent.click(screen.getByRole('button', { name: en['comments.submit'] }));
  const modal = await screen.findByRole('dialog', { name: en['membersOnly.unvalidatedTitle'] }, { timeout: 10_000 });
  expect(within(modal).getByText(en['comments.unconfirmed'])).toBeTruthy();
});

it('asks a visitor to log in and keeps the comment to post once they are back', async () => {
  const { text } = await commentsOn('pears', '');
  expect(screen.queryByLabelText(en['comments.picture.label'])).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: en['comments.type.suggestion'] }));
  fireEvent.change(text, { target: { value: '  Try it with honey  ' } });
  fireEvent.click(screen.getByRole('button', { name: en['comments.submit'] }));
  const prompt = await screen.findByRole('dialog', { name: en['membersOnly.title'] });
  expect(within(prompt).getByText(en['comments.membersOnly.comment'])).toBeTruthy();
  expect(pendingAction()).toEqual({
    kind: 'comment',
    comment: { text: 'Try it with honey', type: 'suggestion', recipe: 'pears' },
  });
});

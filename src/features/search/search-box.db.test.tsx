// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { apiServer, messagesOf, renderForMember } from '../../../tests/site/render-with-api';
import { SEARCH_TYPING_PAUSE_MS } from '../../core/rules';
import { parseSearch } from '../../core/search/search-params';
import { SearchBox } from './search-box';

const en = messagesOf('en-us');
let server: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  server = await apiServer();
});
afterEach(cleanup);
afterAll(() => server.close());

const pause = (ms = SEARCH_TYPING_PAUSE_MS * 3) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderBox() {
  const onType = vi.fn();
  let showText = (q: string): void => void q;
  function Page() {
    const [show, setShow] = React.useState<{ q: string } | null>(null);
    showText = (q) => act(() => setShow({ q }));
    return <SearchBox state={parseSearch('')} show={show} onType={onType} onPick={vi.fn()} />;
  }
  await renderForMember(<Page />, { apiBaseUrl: server.apiBaseUrl, token: '' });
  const input = screen.getByRole('combobox', { name: en['search.query'] }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onType, input, type, showText: (q: string) => showText(q) };
}

it('sends the text once typing pauses, only the last of the keys typed before', async () => {
  const { onType, type } = await renderBox();
  type('s');
  type('sa');
  type('sal');
  expect(onType).not.toHaveBeenCalled();
  await pause();
  expect(onType.mock.calls).toEqual([['sal']]);

  // Back to the text already sent, before the pause ends: nothing new to search.
  type('salm');
  type('sal');
  await pause();
  expect(onType.mock.calls).toEqual([['sal']]);
  type('salmon');
  await pause();
  expect(onType.mock.calls).toEqual([['sal'], ['salmon']]);
});

it('drops the pending text when the page shows another (the back button)', async () => {
  const { onType, input, type, showText } = await renderBox();
  type('tart');
  showText('soup');
  await pause();
  expect(onType).not.toHaveBeenCalled();
  expect(input.value).toBe('soup');
  // The text shown counts as sent: typing it again searches nothing new.
  type('sou');
  type('soup');
  await pause();
  expect(onType).not.toHaveBeenCalled();
});

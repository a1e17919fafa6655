// @vitest-environment jsdom
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { expect, it } from 'vitest';
import { messagesOf } from '../../../tests/site/render-with-api';
import { Layout } from './layout';

it('makes the page content and the footer boundaries React hydrates apart from the header, without a mismatch', async () => {
  const hydrated: string[] = [];
  function Marker({ name }: { name: string }) {
    React.useEffect(() => void hydrated.push(name), [name]);
    return <span>{name}</span>;
  }
  const page = (
    <Layout locale="en-us" messages={messagesOf('en-us')} pathname="/en-us/">
      <Marker name="content" />
    </Layout>
  );
  const html = renderToString(page);
  // The server marks each boundary; React hydrates a marked boundary in a later, interruptible pass.
  expect(html).toMatch(/<main[^>]*><!--\$--><span>content<\/span><!--\/\$--><\/main><!--\$--><footer/);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => hydrated.push(`error: ${error}`) });
  });
  expect(hydrated).toEqual(['content']);
  expect(container.querySelector('main')!.textContent).toBe('content');
  act(() => root!.unmount());
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed = null;
});

it('renders only its placeholder on the server, with the anchor and the reserved height', () => {
  const load = vi.fn(async () => ({ default: Greeting }));
  const Near = whenNear(load, { minHeight: '20rem', id: 'rating' });
  const html = renderToString(<Near name="Lucie" />);
  expect(html).toBe('<div id="rating" style="min-height:20rem"></div>');
  expect(load).not.toHaveBeenCalled();
});

it('fetches the section only when it nears the viewport, then renders it with its props', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const load = vi.fn(async () => ({ default: Greeting }));
  const Near = whenNear(load, { minHeight: '20rem' });
  render(<Near name="Lucie" />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('Hello Lucie')).toBeNull();
  await act(async () => observed!([{ isIntersecting: true }]));
  expect(load).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Hello Lucie')).toBeTruthy();
});

it('loads at the visitor’s first gesture even far from the section', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const Near = whenNear(async () => ({ default: Greeting }), { minHeight: '20rem' });
  render(<Near name="Tom" />);
  expect(screen.queryByText('Hello Tom')).toBeNull();
  await act(async () => window.dispatchEvent(new Event('scroll')));
  expect(await screen.findByText('Hello Tom')).toBeTruthy();
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { afterHydration } from './after-hydration';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Waiting({ name }: { name: string }) {
  return <p>Waiting for {name}</p>;
}

it('renders its placeholder on the server and in the first render, then the loaded component', async () => {
  const load = vi.fn(async () => Greeting);
  const Deferred = afterHydration(load, Waiting);
  expect(renderToString(<Deferred name="Lucie" />)).toBe('<p>Waiting for <!-- -->Lucie</p>');
  expect(load).not.toHaveBeenCalled();
  render(
    <>
      <Deferred name="Lucie" />
      <Deferred name="Tom" />
    </>,
  );
  expect(await screen.findByText('Hello Lucie')).toBeTruthy();
  expect(await screen.findByText('Hello Tom')).toBeTruthy();
  // One load for every instance; a later one renders the component at once.
  expect(load).toHaveBeenCalledTimes(1);
  cleanup();
  render(<Deferred name="Ana" />);
  expect(screen.getByText('Hello Ana')).toBeTruthy();
});

it('renders nothing without a placeholder, and tries a failed load again on the next mount', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
  const Deferred = afterHydration<{ name: string }>(load, null);
  const { container } = render(<Deferred name="Lucie" />);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(container.innerHTML).toBe('');
  cleanup();
  render(<Deferred name="Lucie" />);
  expect(await screen.findByText('Hello Lucie')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('waits for a demand when not eager, and tells the instance that asked', async () => {
  function Asked({ name, demanded }: { name: string; demanded: boolean }) {
    return <p>{demanded ? `${name} asked` : `${name} waited`}</p>;
  }
  function Button({ name, demand }: { name: string; demand: () => void }) {
    return <button onClick={demand}>{name}</button>;
  }
  const load = vi.fn(async () => Asked);
  const Deferred = afterHydration<{ name: string }>(load, Button, () => false);
  render(
    <>
      <Deferred name="Lucie" />
      <Deferred name="Tom" />
    </>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
  screen.getByRole('button', { name: 'Tom' }).click();
  expect(await screen.findByText('Tom asked')).toBeTruthy();
  expect(await screen.findByText('Lucie waited')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

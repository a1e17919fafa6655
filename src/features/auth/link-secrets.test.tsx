// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import React, { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkSecrets } from './link-secrets';

function ResetLike() {
  const { token } = useLinkSecrets('', ['token']);
  const [sent, setSent] = useState('');
  return (
    <button type="button" onClick={() => setSent(token)}>
      {sent ? `sent ${sent}` : 'send'}
    </button>
  );
}

afterEach(cleanup);

describe('useLinkSecrets', () => {
  it('drops the secret from the address bar and keeps it for the form', async () => {
    window.history.replaceState(
      { key: 'router-key' },
      '',
      '/en-us/accounts/reset-password/?token=t-123&utm_source=mail#top',
    );
    render(<ResetLike />);
    expect(window.location.pathname).toBe('/en-us/accounts/reset-password/');
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ key: 'router-key' });
    // Submitting after the address was cleared still sends the token it was opened with.
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('sent t-123');
  });

  it('reads the path form of a link, then shows the page without it', async () => {
    window.history.replaceState({ key: 'router-key' }, '', '/fr/accounts/reset-password/t-456/?utm_source=mail');
    render(<ResetLike />);
    expect(window.location.pathname).toBe('/fr/accounts/reset-password/');
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.history.state).toEqual({ key: 'router-key' });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('sent t-456');
  });

  it('leaves an address without the secret alone', () => {
    window.history.replaceState(null, '', '/en-us/profile/settings/?tab=1');
    render(<ResetLike />);
    expect(window.location.search).toBe('?tab=1');
  });
});

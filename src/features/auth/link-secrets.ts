import { useEffect, useState } from 'react';
import { readLinkSecrets } from '../../core/site/secret-links';

/**
 * Reads the secrets of an e-mailed one-time link once, from its path form
 * (`/accounts/reset-password/{token}/`) or its query (`?token=`), then drops them from the
 * address bar (history.replaceState: the page's own path, the other parameters), so the secret
 * stays out of the history, bookmarks and any address copied from the page. The values live on
 * in the component for its form. `search` is the page's location search, used where there is no
 * window (server rendering, where no path form is ever rendered).
 */
export function useLinkSecrets<N extends string>(search: string, names: readonly N[]): Record<N, string> {
  const [values] = useState(() => {
    if (typeof window === 'undefined') return readLinkSecrets('', search, names).values;
    return readLinkSecrets(window.location.pathname, window.location.search, names).values;
  });
  useEffect(() => {
    const { pathname, search: current, hash } = window.location;
    const { address } = readLinkSecrets(pathname, current, Object.keys(values));
    // The router's own state stays, so back and forward keep working.
    if (address !== `${pathname}${current}`) window.history.replaceState(window.history.state, '', `${address}${hash}`);
  }, [values]);
  return values;
}

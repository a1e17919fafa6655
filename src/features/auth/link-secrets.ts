import { useEffect, useState } from 'react';
import { withoutParams } from '../../core/site/secret-links';

/**
 * Reads the named parameters of an e-mailed one-time link once, then drops them from the
 * address bar (history.replaceState), so the secret stays out of the history, bookmarks and
 * any address copied from the page. The values live on in the component for its form.
 * `search` is the page's location search, used where there is no window (server rendering).
 */
export function useLinkSecrets<N extends string>(search: string, names: readonly N[]): Record<N, string> {
  const [values] = useState(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? search : window.location.search);
    return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<N, string>;
  });
  useEffect(() => {
    const { pathname, search: current, hash } = window.location;
    const rest = withoutParams(current, Object.keys(values));
    // The router's own state stays, so back and forward keep working.
    if (rest !== current) window.history.replaceState(window.history.state, '', `${pathname}${rest}${hash}`);
  }, [values]);
  return values;
}

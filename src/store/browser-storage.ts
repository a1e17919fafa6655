import type { KeyValueStorage } from './credentials';

/** localStorage in the browser; a no-op during server rendering or when storage is blocked. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // storage disabled by the browser: fall through
  }
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
}

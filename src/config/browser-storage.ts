/**
 * Where this environment keeps things in the browser (the session, the consent, a pending action):
 * Web Storage, or a stand-in in tests. Picked here, beside the build settings, for the store and
 * the shared components alike.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage in the browser; a no-op during server rendering or when storage is blocked. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // storage disabled by the browser: fall through
  }
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
}

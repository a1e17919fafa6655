import { useSyncExternalStore } from 'react';
import { browserStorage } from '../config/browser-storage';

/**
 * One key of the browser's storage that components follow: a write re-renders every reader in
 * this tab, and other tabs follow through the `storage` event. The static page reads null.
 */
export function storedValue(key: string) {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => event.key === key && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    read: () => browserStorage().getItem(key),
    write(value: string | null) {
      if (value === null) browserStorage().removeItem(key);
      else browserStorage().setItem(key, value);
      listeners.forEach((listener) => listener());
    },
  };
}

export type StoredValue = ReturnType<typeof storedValue>;

export function useStoredValue(value: StoredValue): string | null {
  return useSyncExternalStore(value.subscribe, value.read, () => null);
}

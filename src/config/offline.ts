/**
 * The service worker keeps a copy of the member's lists for offline use (src/sw/kitchen-sw.js):
 * at logout it drops them, so the next person on this browser never sees them.
 */
export function forgetOfflineMemberData() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ miamo: 'forget-member' });
}

/** What this site keeps on the device (the service worker's caches and storage), in bytes. */
export async function offlineStorageUsed(): Promise<number | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage } = await navigator.storage.estimate();
  return usage ?? null;
}

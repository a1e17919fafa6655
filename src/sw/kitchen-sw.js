/* global workbox, self, caches, fetch, crypto, TextEncoder, URL */
/**
 * Miamo's part of the service worker, appended by gatsby-plugin-offline to the sw.js it writes
 * (issue 18: a member's favourites and shopping list work offline). The plugin caches the app,
 * the pages' data and code, and serves a visited page's shell offline; this adds:
 * - pictures (`/images/...`), cache first, at most PICTURE_LIMIT of them;
 * - the member's lists (favourites, shopping list, collections, the cards of their favourites),
 *   from the network, else from the last copy, kept under the caller's token digest so another
 *   member on the same browser never reads them, and dropped at logout (`forget-member`).
 */
const MIAMO_PICTURES = 'miamo-pictures-v1';
const MIAMO_MEMBER = 'miamo-member-v1';
const PICTURE_LIMIT = 300;
const MEMBER_LIMIT = 60;

workbox.routing.registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new workbox.strategies.CacheFirst({
    cacheName: MIAMO_PICTURES,
    plugins: [new workbox.expiration.Plugin({ maxEntries: PICTURE_LIMIT, purgeOnQuotaError: true })],
  }),
  'GET',
);

const MEMBER_LISTS = [
  /^\/v1\/saved-recipes$/,
  /^\/v1\/buckets\/default\/collections\/(saved-recipes|shopping-list|recipe-collections)\/records$/,
];
/** The catalogue's cards of chosen recipes (the favourites tab asks by ids), not searches. */
const isMemberData = (url) =>
  url.origin === self.location.origin &&
  (MEMBER_LISTS.some((pattern) => pattern.test(url.pathname)) ||
    (/^\/v1\/buckets\/[a-z-]+\/collections\/recipes\/records$/.test(url.pathname) && url.searchParams.has('in_id')));

async function cacheKeyOf(request) {
  const token = request.headers.get('authorization') || '';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  const member = Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__member', member);
  return url.toString();
}

async function networkThenCopy(request) {
  const cache = await caches.open(MIAMO_MEMBER);
  const key = await cacheKeyOf(request);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - MEMBER_LIMIT)).map((old) => cache.delete(old)));
    }
    return response;
  } catch (error) {
    const copy = await cache.match(key);
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (isMemberData(url)) event.respondWith(networkThenCopy(event.request));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.miamo === 'forget-member') event.waitUntil(caches.delete(MIAMO_MEMBER));
});

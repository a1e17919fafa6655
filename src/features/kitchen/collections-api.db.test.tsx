// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { apiServer } from '../../../tests/site/render-with-api';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { moved } from '../../core/kitchen/collections';
import { tokenReceived } from '../../store/auth-slice';
import { makeStore, whenRehydrated } from '../../store/make-store';
import { type Collection, collectionsApi } from './collections-api';

let server: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  server = await apiServer();
});
afterAll(() => server.close());

/** Holds the browser's PATCH requests until `release` (a write still on its way); the rest go through. */
const realFetch = globalThis.fetch;
const held: Array<() => void> = [];
function holdWrites() {
  globalThis.fetch = async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'PATCH') await new Promise<void>((release) => held.push(release));
    return realFetch(input, init);
  };
}
/** Lets every held write go, and the later ones (a retry after a 412) through. */
const release = () => {
  globalThis.fetch = realFetch;
  held.splice(0).forEach((go) => go());
};
const heldWrites = async (count: number) => {
  for (let tries = 0; tries < 100 && held.length < count; tries++) await new Promise((wait) => setTimeout(wait, 20));
  expect(held).toHaveLength(count);
};
afterEach(release);

async function memberWithCollection(recipes: string[]) {
  const { token } = await signUp(server.app);
  const created = await server.app.inject({
    method: 'PUT',
    url: '/v1/buckets/default/collections/recipe-collections/records/weeknights',
    headers: auth(token),
    payload: { data: { name: 'Weeknights', recipes, position: 0, shared: false } },
  });
  expect(created.statusCode).toBe(201);
  const handle = makeStore(memoryStorage(), { apiBaseUrl: server.apiBaseUrl });
  await whenRehydrated(handle);
  handle.store.dispatch(tokenReceived(token));
  const store = handle.store;
  const read = () =>
    store.dispatch(collectionsApi.endpoints.getCollections.initiate(undefined, { forceRefetch: true }));
  await read();
  const shown = () => collectionsApi.endpoints.getCollections.select()(store.getState()).data![0];
  return { token, store, read, shown };
}

const settled = async (shown: () => Collection | undefined, done: (collection: Collection | undefined) => boolean) => {
  for (let tries = 0; tries < 100 && !done(shown()); tries++) await new Promise((wait) => setTimeout(wait, 20));
};

it('a share ticked stays ticked while a list read before its write lands', async () => {
  const { token, store, read, shown } = await memberWithCollection(['a', 'b']);
  holdWrites();
  const states: boolean[] = [];
  const unsubscribe = store.subscribe(() => states.push(!!shown()!.shared));
  const write = store.dispatch(
    collectionsApi.endpoints.changeCollection.initiate({ collection: shown()!, change: () => ({ shared: true }) }),
  );
  await settled(
    () => ({ ...shown()!, recipes: [] }),
    () => held.length === 1,
  );
  await read(); // the server's list, not yet shared
  expect(shown()!.shared).toBe(true);
  release();
  await write.unwrap();
  unsubscribe();
  expect(states.every(Boolean)).toBe(true);
  // The answer took the list's place: the link's token is the server's, and nothing was read again.
  const onServer = (
    await server.app.inject({ url: '/v1/buckets/default/collections/recipe-collections/records', headers: auth(token) })
  ).json().data[0];
  expect(shown()).toMatchObject({
    shared: true,
    share_token: onServer.share_token,
    last_modified: onServer.last_modified,
  });
  expect(onServer.share_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

it('a move waiting for its answer is shown once over a newer list, and two quick changes both stay', async () => {
  const { token, store, read, shown } = await memberWithCollection(['a', 'b', 'c']);
  holdWrites();
  const up = store.dispatch(
    collectionsApi.endpoints.changeCollection.initiate({
      collection: shown()!,
      change: (current) => ({ recipes: moved(current.recipes, 'c', 'b', -1) }),
    }),
  );
  const share = store.dispatch(
    collectionsApi.endpoints.changeCollection.initiate({ collection: shown()!, change: () => ({ shared: true }) }),
  );
  expect(shown()).toMatchObject({ recipes: ['a', 'c', 'b'], shared: true });
  await heldWrites(2);
  await read();
  expect(shown()).toMatchObject({ recipes: ['a', 'c', 'b'], shared: true });
  // The first answer arrives while the second write is still held: the share stays shown.
  held.shift()!();
  await up.unwrap();
  expect(shown()).toMatchObject({ recipes: ['a', 'c', 'b'], shared: true });
  release();
  await share.unwrap();
  expect(shown()).toMatchObject({ recipes: ['a', 'c', 'b'], shared: true });
  const onServer = (
    await server.app.inject({ url: '/v1/buckets/default/collections/recipe-collections/records', headers: auth(token) })
  ).json().data[0];
  expect(onServer).toMatchObject({ recipes: ['a', 'c', 'b'], shared: true });
});

it('a refused change is taken back: the list is read again', async () => {
  const { token, store, shown } = await memberWithCollection(['a']);
  const removed = await server.app.inject({
    method: 'DELETE',
    url: '/v1/buckets/default/collections/recipe-collections/records/weeknights',
    headers: auth(token),
  });
  expect(removed.statusCode).toBe(200);
  const result = await store.dispatch(
    collectionsApi.endpoints.changeCollection.initiate({ collection: shown()!, change: () => ({ shared: true }) }),
  );
  expect('error' in result).toBe(true);
  await settled(shown, () => !shown());
  expect(collectionsApi.endpoints.getCollections.select()(store.getState()).data).toEqual([]);
});

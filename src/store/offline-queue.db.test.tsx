// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, auth } from '../../tests/api/members';
import { publishRecipes, savedRecipeIds } from '../../tests/site/catalogue';
import { apiServer } from '../../tests/site/render-with-api';
import { memoryStorage } from '../../tests/site/memory-storage';
import { tokenReceived } from './auth-slice';
import { makeStore, whenRehydrated } from './make-store';
import { dropQueuedWrites, queueWrite, queuedWrites, sendQueuedWrites } from './offline-queue';

const FAVOURITE = (id: string) => `/buckets/default/collections/saved-recipes/records/${id}`;
const ITEM = '/buckets/default/collections/shopping-list/records/flour_mass';

let server: Awaited<ReturnType<typeof apiServer>>;

beforeAll(async () => {
  server = await apiServer();
  await publishRecipes(server, ['tarte-tatin', 'shakshuka']);
});
afterEach(() => {
  dropQueuedWrites();
  localStorage.clear();
});
afterAll(() => server.close());

async function storeFor(token: string) {
  const handle = makeStore(memoryStorage(), { apiBaseUrl: server.apiBaseUrl });
  await whenRehydrated(handle);
  handle.store.dispatch(tokenReceived(token));
  return handle.store;
}

describe('writes made offline', () => {
  it('keep one write per record, the last, in the order they were made', () => {
    queueWrite({ url: FAVOURITE('a'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    queueWrite({ url: FAVOURITE('b'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    queueWrite({ url: FAVOURITE('a'), method: 'DELETE', tag: 'Favourites' });
    expect(queuedWrites().map((write) => [write.url, write.method])).toEqual([
      [FAVOURITE('b'), 'PUT'],
      [FAVOURITE('a'), 'DELETE'],
    ]);
  });

  it('are sent once back online, in order, each once, and leave the queue', async () => {
    const { token } = await signUp(server.app);
    const store = await storeFor(token);
    queueWrite({ url: FAVOURITE('tarte-tatin'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    queueWrite({ url: FAVOURITE('shakshuka'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    queueWrite({ url: FAVOURITE('tarte-tatin'), method: 'DELETE', tag: 'Favourites' });
    await sendQueuedWrites(store.dispatch);
    expect(await savedRecipeIds(server, token)).toEqual(['shakshuka']);
    expect(queuedWrites()).toEqual([]);
    // Sending again sends nothing.
    await sendQueuedWrites(store.dispatch);
    expect(await savedRecipeIds(server, token)).toEqual(['shakshuka']);
  });

  it('an item ticked offline on an old copy is ticked on the newer one (412, then again)', async () => {
    const { token } = await signUp(server.app);
    const put = await server.app.inject({
      method: 'PUT',
      url: `/v1${ITEM}`,
      headers: auth(token),
      payload: { data: { name: 'flour', aisle: 'baking', checked: false, quantity: 200, unit: 'g' } },
    });
    const seen = put.json().data.last_modified as number;
    // Another device adds more flour meanwhile.
    await server.app.inject({
      method: 'PATCH',
      url: `/v1${ITEM}`,
      headers: auth(token),
      payload: { data: { quantity: 300 } },
    });
    const store = await storeFor(token);
    queueWrite({
      url: ITEM,
      method: 'PATCH',
      body: { data: { checked: true } },
      ifMatch: `"${seen}"`,
      tag: 'ShoppingList',
    });
    await sendQueuedWrites(store.dispatch);
    const item = (await server.app.inject({ url: `/v1${ITEM}`, headers: auth(token) })).json().data;
    expect(item).toMatchObject({ checked: true, quantity: 300 });
    expect(queuedWrites()).toEqual([]);
  });

  it('a write the server refuses leaves the queue too (sending it again would not change the answer)', async () => {
    const { token } = await signUp(server.app);
    const store = await storeFor(token);
    queueWrite({ url: FAVOURITE('no-such-recipe'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    queueWrite({ url: FAVOURITE('shakshuka'), method: 'PUT', body: { data: {} }, tag: 'Favourites' });
    await sendQueuedWrites(store.dispatch);
    expect(queuedWrites()).toEqual([]);
    expect(await savedRecipeIds(server, token)).toEqual(['shakshuka']);
  });
});

// @vitest-environment jsdom
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, signUp } from '../../../tests/api/members';
import { apiServer } from '../../../tests/site/render-with-api';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { shoppingLineOf } from '../../core/kitchen/shopping';
import { tokenReceived } from '../../store/auth-slice';
import { makeStore, whenRehydrated } from '../../store/make-store';
import { shoppingListApi } from './shopping-list-api';

let server: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  server = await apiServer();
});
afterAll(() => server.close());

async function device(token: string) {
  const handle = makeStore(memoryStorage(), { apiBaseUrl: server.apiBaseUrl });
  await whenRehydrated(handle);
  handle.store.dispatch(tokenReceived(token));
  await handle.store.dispatch(shoppingListApi.endpoints.getShoppingList.initiate());
  return handle.store;
}

const flour = (grams: number, recipe: string) =>
  shoppingLineOf({ ingredient: 'plain-flour', name: 'plain flour', quantity: grams, unit: 'g' }, recipe);

it('two devices adding flour at once, each from an empty list: the list ends with both amounts', async () => {
  const { token } = await signUp(server.app);
  const [phone, laptop] = [await device(token), await device(token)];
  await Promise.all([
    phone.dispatch(shoppingListApi.endpoints.addToShoppingList.initiate([flour(200, 'tarte-tatin')])).unwrap(),
    laptop.dispatch(shoppingListApi.endpoints.addToShoppingList.initiate([flour(100, 'crumble')])).unwrap(),
  ]);
  const list = (
    await server.app.inject({ url: '/v1/buckets/default/collections/shopping-list/records', headers: auth(token) })
  ).json().data;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ id: 'plain-flour_mass', quantity: 300, unit: 'g' });
  expect(list[0].recipes.sort()).toEqual(['crumble', 'tarte-tatin']);
});

it('a device working on an old copy of an item adds to the newer one', async () => {
  const { token } = await signUp(server.app);
  const phone = await device(token);
  await phone.dispatch(shoppingListApi.endpoints.addToShoppingList.initiate([flour(200, 'a')])).unwrap();
  const laptop = await device(token);
  // The phone adds again; the laptop still holds the first copy.
  await phone.dispatch(shoppingListApi.endpoints.addToShoppingList.initiate([flour(50, 'b')])).unwrap();
  await laptop.dispatch(shoppingListApi.endpoints.addToShoppingList.initiate([flour(25, 'c')])).unwrap();
  const [item] = (
    await server.app.inject({ url: '/v1/buckets/default/collections/shopping-list/records', headers: auth(token) })
  ).json().data;
  expect(item.quantity).toBe(275);
});

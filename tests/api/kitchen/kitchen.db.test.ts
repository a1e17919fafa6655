import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_LIMITS } from '../../../src/core/contract/kitchen';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';

const LIST = '/v1/buckets/default/collections/shopping-list/records';
const COLLECTIONS = '/v1/buckets/default/collections/recipe-collections/records';

const flour = {
  name: 'plain flour',
  ingredient: 'plain-flour',
  quantity: 250,
  unit: 'g',
  aisle: 'baking',
  checked: false,
};

describe.each(ENGINES)('the kitchen: shopping list and recipe collections on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ctx = await testApp(engine);
    alice = (await signUp(ctx.app)).token;
    bob = (await signUp(ctx.app)).token;
  });
  afterAll(() => ctx.close());

  const request = (
    token: string,
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({ method, url, payload: options.payload as never, headers: { ...auth(token), ...options.headers } });

  it.each([
    ['GET', LIST],
    ['PUT', `${LIST}/flour`],
    ['PATCH', `${LIST}/flour`],
    ['DELETE', `${LIST}/flour`],
    ['DELETE', LIST],
    ['GET', COLLECTIONS],
  ] as const)('%s %s is a 401 for an anonymous caller', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url,
      payload: method === 'PUT' || method === 'PATCH' ? { data: flour } : undefined,
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates, reads, lists by aisle, patches and deletes an item; the ETag follows every write', async () => {
    const created = await request(alice, 'PUT', `${LIST}/flour`, { payload: { data: flour } });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ ...flour, id: 'flour' });
    expect(item.last_modified).toBeGreaterThan(0);
    await request(alice, 'PUT', `${LIST}/milk`, {
      payload: {
        data: { name: 'milk', ingredient: 'milk', quantity: 300, unit: 'ml', aisle: 'dairy-eggs', checked: true },
      },
    });

    const list = await request(alice, 'GET', `${LIST}?_sort=aisle,name`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual(['flour', 'milk']);
    const etag = list.headers.etag as string;
    expect((await request(alice, 'GET', LIST, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await request(alice, 'GET', `${LIST}?checked=true`)).json().data.map((r: { id: string }) => r.id)).toEqual([
      'milk',
    ]);

    const patched = await request(alice, 'PATCH', `${LIST}/flour`, {
      payload: { data: { checked: true } },
      headers: { 'if-match': `"${item.last_modified}"` },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ ...flour, checked: true });
    expect((await request(alice, 'GET', LIST, { headers: { 'if-none-match': etag } })).statusCode).toBe(200);

    // "Clear checked": one plural DELETE, tombstones back.
    const cleared = await request(alice, 'DELETE', `${LIST}?checked=true`);
    expect(
      cleared
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual(['flour', 'milk']);
    expect(cleared.json().data[0]).toMatchObject({ deleted: true });
    expect((await request(alice, 'GET', LIST)).json().data).toEqual([]);
  });

  it('two devices adding the same ingredient at once: the second gets 412 with the item, merges, and nothing is lost', async () => {
    const phone = { ...flour, quantity: 200, recipes: ['tarte-tatin'] };
    const laptop = { ...flour, quantity: 100, recipes: ['banana-bread'] };
    // Both create only if absent (If-None-Match: *): one wins, the other is told what is there.
    const [first, second] = await Promise.all([
      request(alice, 'PUT', `${LIST}/plain-flour`, { payload: { data: phone }, headers: { 'if-none-match': '*' } }),
      request(alice, 'PUT', `${LIST}/plain-flour`, { payload: { data: laptop }, headers: { 'if-none-match': '*' } }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 412]);
    const refused = first.statusCode === 412 ? first : second;
    const mine = first.statusCode === 412 ? phone : laptop;
    expect(refused.json()).toMatchObject({ code: 412, errno: 114 });
    const existing = refused.json().details.existing;
    expect(existing.id).toBe('plain-flour');

    // The refused device merges into what is there, under its timestamp.
    const merged = await request(alice, 'PUT', `${LIST}/plain-flour`, {
      payload: {
        data: {
          ...existing,
          quantity: existing.quantity + mine.quantity,
          recipes: [...existing.recipes, ...mine.recipes],
        },
      },
      headers: { 'if-match': `"${existing.last_modified}"` },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({
      quantity: 300,
      recipes: expect.arrayContaining(['tarte-tatin', 'banana-bread']),
    });

    // A write from a device that has not seen the merge is refused, not applied over it.
    const stale = await request(alice, 'PATCH', `${LIST}/plain-flour`, {
      payload: { data: { checked: true } },
      headers: { 'if-match': `"${existing.last_modified}"` },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().details.existing.quantity).toBe(300);
    // Deleting under a stale timestamp is refused too.
    const staleDelete = await request(alice, 'DELETE', `${LIST}/plain-flour`, {
      headers: { 'if-match': `"${existing.last_modified}"` },
    });
    expect(staleDelete.statusCode).toBe(412);
    // If-Match on a record that is not there: 412 with no record.
    const gone = await request(alice, 'PUT', `${LIST}/nothing-here`, {
      payload: { data: flour },
      headers: { 'if-match': '"1"' },
    });
    expect(gone.statusCode).toBe(412);
    expect(gone.json().details.existing).toBeNull();
  });

  it('many concurrent adds of different items all land', async () => {
    await request(bob, 'DELETE', LIST);
    const ids = Array.from({ length: 12 }, (_, i) => `item-${i}`);
    const answers = await Promise.all(
      ids.map((id) => request(bob, 'PUT', `${LIST}/${id}`, { payload: { data: { ...flour, name: id } } })),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const stamps = answers.map((answer) => answer.json().data.last_modified);
    expect(new Set(stamps).size).toBe(ids.length);
    expect((await request(bob, 'GET', LIST)).json().data).toHaveLength(ids.length);
  });

  it('keeps members apart: another member never reads, changes or deletes an item', async () => {
    await request(alice, 'PUT', `${LIST}/secret`, { payload: { data: { ...flour, name: 'secret' } } });
    expect((await request(bob, 'GET', `${LIST}/secret`)).statusCode).toBe(404);
    expect((await request(bob, 'PATCH', `${LIST}/secret`, { payload: { data: { checked: true } } })).statusCode).toBe(
      404,
    );
    expect((await request(bob, 'DELETE', `${LIST}/secret`)).statusCode).toBe(404);
    expect((await request(bob, 'GET', LIST)).json().data.map((r: { id: string }) => r.id)).not.toContain('secret');
    expect((await request(alice, 'GET', `${LIST}/secret`)).json().data.checked).toBe(false);
  });

  it.each([
    [{ ...flour, name: '' }, 'name'],
    [{ ...flour, aisle: 'moon' }, 'aisle'],
    [{ ...flour, quantity: -1 }, 'quantity'],
    [{ ...flour, quantity: 1e9 }, 'quantity'],
    [{ ...flour, name: 'x'.repeat(121) }, 'name'],
    [{ ...flour, recipes: Array.from({ length: 21 }, (_, i) => `r${i}`) }, 'recipes'],
    [{ ...flour, owner: 'someone-else' }, 'owner'],
    [{ aisle: 'baking', checked: false }, 'name'],
  ])('refuses a bad item, naming the field, and writes nothing (%#)', async (data, field) => {
    const res = await request(alice, 'PUT', `${LIST}/bad-item`, { payload: { data } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect((await request(alice, 'GET', `${LIST}/bad-item`)).statusCode).toBe(404);
  });

  it('refuses an id in the body that is not the one in the path, and a bad filter', async () => {
    const res = await request(alice, 'PUT', `${LIST}/one`, { payload: { data: { ...flour, id: 'two' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ name: 'id' });
    expect((await request(alice, 'DELETE', `${LIST}?owner=x`)).statusCode).toBe(400);
  });

  it(`holds ${KITCHEN_LIMITS['shopping-list']} items at most, and 240 writes a minute`, async () => {
    const { email, token: member } = await signUp(ctx.app);
    const { id: userId } = await ctx.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // All but one written straight to the table: the API's own limit of writes a minute would stop the test first.
    await ctx.db.db
      .insertInto('member_records')
      .values(
        Array.from({ length: KITCHEN_LIMITS['shopping-list'] - 1 }, (_, i) => ({
          user_id: userId,
          collection: 'shopping-list',
          id: `i${i}`,
          data: JSON.stringify({ ...flour, name: `i${i}` }),
          last_modified: i + 1,
        })),
      )
      .execute();
    expect((await request(member, 'PUT', `${LIST}/last-one`, { payload: { data: flour } })).statusCode).toBe(201);
    const over = await request(member, 'PUT', `${LIST}/one-more`, { payload: { data: flour } });
    expect(over.statusCode).toBe(409);
    expect(over.json().details[0]).toMatchObject({ name: 'id' });
    // Replacing one already there is still fine.
    expect((await request(member, 'PUT', `${LIST}/i0`, { payload: { data: flour } })).statusCode).toBe(200);

    let status = 200;
    for (let i = 0; i < 240 && status !== 429; i++)
      status = (await request(member, 'PATCH', `${LIST}/i1`, { payload: { data: { checked: i % 2 === 0 } } }))
        .statusCode;
    expect(status).toBe(429);
  });

  it('a collection shared by link is read by anyone with the link, until it is no longer shared', async () => {
    const created = await request(alice, 'PUT', `${COLLECTIONS}/sunday`, {
      payload: {
        data: { name: 'Sunday lunch', recipes: ['tarte-tatin', 'beef-bourguignon'], shared: false, position: 0 },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.share_token).toBeNull();

    const shared = await request(alice, 'PATCH', `${COLLECTIONS}/sunday`, { payload: { data: { shared: true } } });
    const token = shared.json().data.share_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A client cannot choose the token.
    const forged = await request(alice, 'PATCH', `${COLLECTIONS}/sunday`, {
      payload: { data: { share_token: 'A'.repeat(22) } },
    });
    expect(forged.statusCode).toBe(400);

    const reorder = await request(alice, 'PATCH', `${COLLECTIONS}/sunday`, {
      payload: { data: { recipes: ['beef-bourguignon', 'tarte-tatin'] } },
    });
    expect(reorder.json().data.share_token).toBe(token);

    const read = await ctx.app.inject({ method: 'GET', url: `/v1/shared-collections/${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ name: 'Sunday lunch', recipes: ['beef-bourguignon', 'tarte-tatin'] });
    expect(read.json().data).not.toHaveProperty('share_token');

    await request(alice, 'PATCH', `${COLLECTIONS}/sunday`, { payload: { data: { shared: false } } });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/shared-collections/${token}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/shared-collections/not-a-token' })).statusCode).toBe(400);
  });

  it('refuses a collection with a repeated recipe or too long a name', async () => {
    const twice = await request(alice, 'PUT', `${COLLECTIONS}/bad`, {
      payload: { data: { name: 'x', recipes: ['a', 'a'] } },
    });
    expect(twice.statusCode).toBe(400);
    const long = await request(alice, 'PUT', `${COLLECTIONS}/bad`, {
      payload: { data: { name: 'x'.repeat(81), recipes: [] } },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('name');
  });
});

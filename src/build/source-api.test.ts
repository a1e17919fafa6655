import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTHORS_MAX_IDS } from '../core/rules';
import { fetchAuthors } from './source-api';

/** An API answering GET /community/users?in_id= from a few members, counting the requests. */
describe('fetchAuthors', () => {
  const members = new Map([
    ['a1', { first_name: 'Lucie', last_name: 'Martin', username: 'chef_lucie' }],
    ['b2', { first_name: '', last_name: '', username: 'tom_teste' }],
    ['c3', { first_name: '', last_name: '', username: '' }],
  ]);
  const requests: URL[] = [];
  let server: Server;
  let apiUrl = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      requests.push(url);
      const ids = (url.searchParams.get('in_id') ?? '').split(',');
      const found = ids.flatMap((id) => {
        const member = members.get(id);
        return member ? [{ id, user_id: id, profile_picture: null, user_types: [], ...member }] : [];
      });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ data: found }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  it('reads every author in one request, named as their profile shows them, a gone one left out', async () => {
    expect(await fetchAuthors(apiUrl, ['a1', 'b2', 'gone', 'c3', 'a1'])).toEqual({
      a1: { name: 'Lucie Martin', user: 'chef_lucie' },
      b2: { name: '@tom_teste', user: 'tom_teste' },
      c3: { name: '', user: 'c3' },
    });
    expect(requests.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/v1/community/users?in_id=a1%2Cb2%2Cgone%2Cc3',
    ]);
  });

  it(`asks in chunks of at most ${AUTHORS_MAX_IDS} ids, the API's cap`, async () => {
    const ids = ['a1', ...Array.from({ length: 2 * AUTHORS_MAX_IDS + 10 }, (_, i) => `unknown-${i}`)];
    expect(await fetchAuthors(apiUrl, ids)).toEqual({ a1: { name: 'Lucie Martin', user: 'chef_lucie' } });
    const asked = requests.map((url) => url.searchParams.get('in_id')!.split(','));
    expect(asked.map((chunk) => chunk.length)).toEqual([AUTHORS_MAX_IDS, AUTHORS_MAX_IDS, 11]);
    expect(asked.flat()).toEqual(ids);
  });

  it('reads nothing when no recipe has a member author', async () => {
    expect(await fetchAuthors(apiUrl, [])).toEqual({});
    expect(requests).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../server/repositories/users';
import { AUTHORS_MAX_IDS } from '../../../src/core/rules';
import { ENGINES, testApp } from '../engines';

const USERS = '/v1/community/users';

describe.each(ENGINES)('authors read by id in one request on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const member = (username: string, extra: { first_name?: string; show_full_name?: boolean } = {}) =>
    insertUser(ctx.db.db, {
      email: `${username}-${randomUUID()}@example.com`,
      password_hash: 'x',
      username,
      last_name: 'Martin',
      email_validated_at: new Date(),
      ...extra,
    });
  const read = (ids: string[]) => ctx.app.inject({ url: `${USERS}?in_id=${ids.join(',')}` });

  it('answers the members of the ids named, as posts name their authors, leaving unknown ids out', async () => {
    const shown = await member(`shown_${Date.now()}`, { first_name: 'Lucie', show_full_name: true });
    const hidden = await member(`hidden_${Date.now()}`, { first_name: 'Tom', show_full_name: false });
    const response = await read([shown.id, randomUUID(), hidden.id, 'not-a-uuid', shown.id]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: string }[] };
    expect([...data].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
      [
        {
          id: shown.id,
          user_id: shown.id,
          username: shown.username,
          first_name: 'Lucie',
          last_name: 'Martin',
          profile_picture: null,
          user_types: [],
        },
        {
          id: hidden.id,
          user_id: hidden.id,
          username: hidden.username,
          first_name: '',
          last_name: '',
          profile_picture: null,
          user_types: [],
        },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect((await read([randomUUID()])).json()).toEqual({ data: [] });
  });

  it(`reads up to ${AUTHORS_MAX_IDS} distinct ids at once and refuses more, saying which parameter`, async () => {
    const known = await member(`capped_${Date.now()}`);
    const atCap = [known.id, ...Array.from({ length: AUTHORS_MAX_IDS - 1 }, () => randomUUID())];
    const full = await read([...atCap, known.id]);
    expect(full.statusCode).toBe(200);
    expect((full.json() as { data: { id: string }[] }).data.map((author) => author.id)).toEqual([known.id]);

    const over = await read([...atCap, randomUUID()]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 400,
      errno: 107,
      details: [{ location: 'querystring', name: 'in_id' }],
    });
    expect((await ctx.app.inject({ url: USERS })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableFieldOf } from '../../../server/validation';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { memberWithRole } from '../staff';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema & { format?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** A request carrying NUL in one string field, and the field the 400 must name. */
interface Probe {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  location: 'path' | 'querystring' | 'body';
  field: string;
}

const NUL = 'a\u0000b';
const takes = (schema: Schema | undefined, type: string) => [schema?.type].flat().includes(type);

/** Every path to a string in a JSON schema, with an input holding NUL there (arrays by their first item). */
function stringLeaves(schema: Schema, at: string[] = []): { at: string[]; value: unknown }[] {
  const found: { at: string[]; value: unknown }[] = [];
  if (takes(schema, 'string')) found.push({ at, value: NUL });
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    for (const leaf of stringLeaves(property, [...at, key])) found.push({ ...leaf, value: { [key]: leaf.value } });
  if (schema.items)
    for (const leaf of stringLeaves(schema.items, [...at, '0'])) found.push({ ...leaf, value: [leaf.value] });
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringLeaves(branch, at));
  return found;
}

/** A harmless value for a path parameter that is not the one probed. */
const filler = (parameter: Parameter) =>
  parameter.schema?.format === 'uuid'
    ? '00000000-0000-4000-8000-000000000000'
    : takes(parameter.schema, 'integer')
      ? '1'
      : 'fr';

/** One probe per string field of every documented operation: path, query and body (JSON and form). */
function probesOf(paths: Record<string, Record<string, Operation>>): Probe[] {
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(paths))
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const parameters = operation.parameters ?? [];
      const pathWith = (probed?: string) =>
        template.replace(/\{([^}]+)\}/g, (_all, name: string) =>
          name === probed
            ? encodeURIComponent(NUL)
            : encodeURIComponent(filler(parameters.find((p) => p.in === 'path' && p.name === name)!)),
        );
      for (const parameter of parameters) {
        if (!takes(parameter.schema, 'string')) continue;
        if (parameter.in === 'path')
          probes.push({ method, url: pathWith(parameter.name), location: 'path', field: parameter.name });
        if (parameter.in === 'query')
          probes.push({
            method,
            url: `${pathWith()}?${parameter.name}=${encodeURIComponent(NUL)}`,
            location: 'querystring',
            field: parameter.name,
          });
      }
      for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        for (const { at, value } of stringLeaves(schema)) {
          if (!at.length) continue;
          const probe = { method, url: pathWith(), location: 'body', field: at.join('.') } as const;
          if (type === 'application/json') probes.push({ ...probe, payload: value });
          else if (type === 'application/x-www-form-urlencoded' && at.length === 1)
            probes.push({
              ...probe,
              payload: `${at[0]}=${encodeURIComponent(NUL)}`,
              headers: { 'content-type': type },
            });
        }
      }
    }
  return probes;
}

describe('where parsed input holds NUL', () => {
  it('names the string or key, however deep, and reads past buffers', () => {
    expect(unstorableFieldOf({ data: { tags: ['ok', NUL] } })).toBe('data.tags.1');
    expect(unstorableFieldOf({ data: { [NUL]: 1 } })).toBe(`data.${NUL}`);
    expect(unstorableFieldOf(NUL)).toBe('');
    // The query string's and the router's objects: a prototype without a constructor.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, { q: NUL });
    expect(unstorableFieldOf(query)).toBe('q');
    expect(unstorableFieldOf({ picture: Buffer.from([0, 0]), text: 'fine' })).toBeNull();
    // Half of a surrogate pair (a JSON body's "\ud800"): jsonb refuses it too; a whole pair is an emoji.
    expect(unstorableFieldOf({ name: 'a\ud800b' })).toBe('name');
    expect(unstorableFieldOf({ name: 'a\udc00' })).toBe('name');
    expect(unstorableFieldOf({ name: 'tarte 🍓' })).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableFieldOf(deep)).toBe(Array(200_000).fill('0').join('.'));
  });
});

describe.each(ENGINES)('NUL characters on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    ctx = await testApp(engine);
    // A staff session with its second factor: no route refuses it before reading its input.
    token = (await memberWithRole(ctx)).token;
  });
  afterAll(() => ctx.close());

  it('are refused in every string field of every documented route: 400 naming the field, never a 500', async () => {
    const document = (await ctx.app.inject('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const probes = probesOf(document.paths);
    // The two: the profile's biography and the newsletter's form-posted address.
    expect(probes).toContainEqual(expect.objectContaining({ method: 'PATCH', field: 'data.biography' }));
    expect(probes).toContainEqual(
      expect.objectContaining({
        url: '/v1/newsletter',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const wrong: string[] = [];
    for (const probe of probes) {
      const res = await ctx.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        payload: probe.payload as string,
        headers: { ...auth(token), ...probe.headers },
      });
      const detail = res.statusCode === 400 ? (res.json().details?.[0] as { location: string; name: string }) : null;
      // A wildcard path (/images/*) is documented with a name but routed as `*`.
      const named = detail?.name === probe.field || (probe.location === 'path' && detail?.name === '*');
      if (!named || detail?.location !== probe.location)
        wrong.push(`${probe.method} ${probe.url} ${probe.field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(probes.length).toBeGreaterThan(150);
  });

  it('are refused in keys, in routes that read no query, and in the video files’ path', async () => {
    const key = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: auth(token),
      payload: { data: { [NUL]: 'x' } },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({
      errno: ERRNO.INVALID_PARAMETERS,
      details: [{ location: 'body', name: `data.${NUL}` }],
    });
    const query = await ctx.app.inject({ url: '/v1/profile?anything=a%00b', headers: auth(token) });
    expect(query.statusCode).toBe(400);
    expect(query.json().details).toEqual([expect.objectContaining({ location: 'querystring', name: 'anything' })]);
    const video = await ctx.app.inject({ url: '/videos/a%00b/master.m3u8' });
    expect(video.statusCode).toBe(400);
  });

  it('are refused inside a page token the API handed out, as a token it did not (it was a 500)', async () => {
    const list = '/v1/buckets/default/collections/recipe-collections/records?_sort=name&_limit=1';
    for (const name of ['Lundi', 'Mardi'])
      await ctx.app.inject({
        method: 'PUT',
        url: `/v1/buckets/default/collections/recipe-collections/records/${name.toLowerCase()}`,
        headers: auth(token),
        payload: { data: { name, recipes: [] } },
      });
    const next = (await ctx.app.inject({ url: list, headers: auth(token) })).headers['next-page'] as string;
    const handedOut = JSON.parse(Buffer.from(new URL(next).searchParams.get('_token')!, 'base64url').toString()) as {
      v: unknown[];
    };
    const crafted = { ...handedOut, v: handedOut.v.map((value) => (typeof value === 'string' ? NUL : value)) };
    const res = await ctx.app.inject({
      url: `${list}&_token=${Buffer.from(JSON.stringify(crafted)).toString('base64url')}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ name: '_token' })]);
  });

  it('refuse half a surrogate pair too, which a jsonb record could not store (it was a 500)', async () => {
    const put = (name: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/v1/buckets/default/collections/recipe-collections/records/sunday',
        headers: auth(token),
        payload: { data: { name, recipes: [] } },
      });
    const half = await put('Dimanche \ud83c');
    expect(half.statusCode).toBe(400);
    expect(half.json().details).toEqual([expect.objectContaining({ location: 'body', name: 'data.name' })]);
    expect((await put('Dimanche 🍓')).statusCode).toBe(201);
  });
});

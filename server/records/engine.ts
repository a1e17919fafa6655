import type { FastifyReply, FastifyRequest } from 'fastify';
import { RECORDS_PAGE } from '../../src/core/contract/records';
import { invalidParameter, notFound } from '../errors';
import type { Page, PageQuery } from '../repositories/records';
import type { Fields, SortKey } from '../repositories/record-fields';
import { fitsField, parseFilters, parseSort, toPrefixQuery } from './fields';
import type { ResponseCache } from './response-cache';

/**
 * The records protocol (Kinto, PROTOCOLS section 1) once, for every collection: `_limit`, a page
 * token in an absolute `Next-Page`, `_sort`, `_fields`, filters, `_since`/`_before`, `ETag` and
 * `If-None-Match` (304), `Total-Records` on HEAD. A collection describes its fields and how its
 * storage answers; routes stay thin.
 */

export interface KintoRecord {
  id: string;
  last_modified: number;
}

/** A record as `_fields` leaves it: `id` and `last_modified` always, other fields when asked. */
export type Projected<R extends KintoRecord> = Pick<R, 'id' | 'last_modified'> & Partial<R>;

/**
 * Who may read a collection. `public`: anyone, though a member's answer may differ (their
 * access), so it is private and never a 304. `member`: the caller's own (`default` bucket),
 * behind the route's `auth`.
 */
export type Readers = 'public' | 'member';

export interface Collection<Scope, R extends KintoRecord> {
  readers: Readers;
  /** The fields a client may filter and sort on. */
  fields: Fields;
  /** The fields a record has, which `_fields` may keep. */
  recordFields: readonly string[];
  /** Whether `q` searches it (the catalogue, in the bucket's language). */
  searchable?: boolean;
  /**
   * Where anonymous answers (lists and records) are kept as bytes (a public collection's
   * micro-cache): a GET without credentials is answered from it before validation runs, with
   * `cacheHooks`.
   */
  anonymousAnswers?: ResponseCache;
  /** Whose collection a request reads: a catalogue language, a member. */
  scopeOf(request: FastifyRequest): Scope;
  /** The collection timestamp (ETag), which changes with every write. */
  timestamp(scope: Scope): Promise<number>;
  count(scope: Scope, query: PageQuery): Promise<number>;
  page(scope: Scope, query: PageQuery): Promise<Page<R>>;
}

/** A collection whose records are also read one by one. */
export interface ReadableCollection<Scope, R extends KintoRecord> extends Collection<Scope, R> {
  get(scope: Scope, id: string): Promise<R | undefined>;
}

const CONTROLS = ['_limit', '_token', '_sort', '_fields', '_since', '_before'];

interface Token {
  /** The sort this token belongs to. */
  s: string;
  v?: unknown[];
  o?: number;
}

function encodeToken(token: Token): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

/** A token of this sort: the last record's sort values, each fitting its field, or an offset (search rank). */
function decodeToken(fields: Fields, raw: string, sort: string, keys: SortKey[]): Token {
  try {
    const token = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Token;
    const values = token.v;
    // One or the other, as listRecords writes them: an offset token's sort values were never checked.
    const keyset =
      token.o === undefined &&
      Array.isArray(values) &&
      values.length === keys.length &&
      keys.every((key, i) => {
        const field = fields[key.field];
        return field !== undefined && fitsField(field, values[i]);
      });
    const offset = values === undefined && Number.isInteger(token.o) && token.o! >= 0 && token.o! <= 100_000;
    const valid = token.s === sort && (keyset || offset);
    if (valid) return token;
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('_token', '_token has invalid content');
}

function projection<R extends KintoRecord>(
  recordFields: readonly string[],
  raw: string | undefined,
): (record: R) => Projected<R> {
  if (!raw) return (record) => record;
  const fields = raw.split(',').filter(Boolean);
  for (const field of fields)
    if (!recordFields.includes(field)) throw invalidParameter('_fields', `Unknown field ${field}`);
  const keep = new Set(['id', 'last_modified', ...fields]);
  return (record) => Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key))) as Projected<R>;
}

/** Whether an `If-None-Match` header names this ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((value) => value.trim() === etag || value.trim() === '*');
}

/** The caller's own answer: no shared cache keeps it, and only a member collection's may be a 304. */
function conditional(readers: Readers, request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  if (request.userId) reply.header('Cache-Control', 'private, no-store');
  const sameForEveryone = readers === 'member' || !request.userId;
  return sameForEveryone && matchesEtag(request.headers['if-none-match'], etag);
}

/** The page the query string asks for, checked against the collection's fields. */
function pageQueryOf(
  collection: Pick<Collection<unknown, KintoRecord>, 'fields' | 'searchable'>,
  query: Record<string, unknown>,
): { page: PageQuery; sortKey: string } {
  const controls = new Set(collection.searchable ? [...CONTROLS, 'q'] : CONTROLS);
  for (const key of Object.keys(query))
    if (key.startsWith('_') && !controls.has(key)) throw invalidParameter(key, 'Unknown parameter');
  const filterParams = Object.fromEntries(
    Object.entries(query)
      .filter(([key]) => !controls.has(key))
      .map(([key, value]) => [key, String(value)]),
  );
  const unquoted = (value: unknown) => String(value).replace(/"/g, '');
  if (query._since !== undefined) filterParams.gt_last_modified = unquoted(query._since);
  if (query._before !== undefined) filterParams.lt_last_modified = unquoted(query._before);
  const sortParam = query._sort as string | undefined;
  const search = collection.searchable ? toPrefixQuery(query.q as string | undefined) : null;
  const sort = parseSort(collection.fields, sortParam);
  const sortKey = sortParam ?? (search ? 'rank' : '-last_modified');
  const token = query._token ? decodeToken(collection.fields, query._token as string, sortKey, sort) : undefined;
  return {
    sortKey,
    page: {
      filters: parseFilters(collection.fields, filterParams),
      sort,
      search,
      rankBySearch: !!search && !sortParam,
      limit: (query._limit as number | undefined) ?? RECORDS_PAGE.default,
      recordFields: query._fields ? String(query._fields).split(',').filter(Boolean) : undefined,
      after: token?.v,
      offset: token?.o,
    },
  };
}

/**
 * A plural GET (or HEAD) of a collection: `{data}` with paging headers, or the reply itself when
 * the answer went already (a HEAD's counts, a 304): the handler returns it, so Fastify sends once.
 */
export async function listRecords<S, R extends KintoRecord>(
  collection: Collection<S, R>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ data: Projected<R>[] } | FastifyReply> {
  const answer = await answerList(collection, request, reply);
  const cache = collection.anonymousAnswers;
  return cache ? remember(cache, request, reply, answer) : answer;
}

async function answerList<S, R extends KintoRecord>(
  collection: Collection<S, R>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ data: Projected<R>[] } | FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const { page, sortKey } = pageQueryOf(collection, query);
  const project = projection<R>(collection.recordFields, query._fields as string | undefined);
  const scope = collection.scopeOf(request);
  const notModified = conditional(collection.readers, request, reply, `"${await collection.timestamp(scope)}"`);
  // Counting is Kinto's HEAD: a GET does not pay for it. Counts are after filters.
  if (request.method === 'HEAD') {
    const total = String(await collection.count(scope, page));
    return reply.header('Total-Records', total).header('Total-Objects', total).send();
  }
  if (notModified) {
    return reply.status(304).send();
  }
  const { records, hasMore } = await collection.page(scope, page);
  if (hasMore) {
    const last = records[records.length - 1] as R & Record<string, unknown>;
    const next: Token = page.rankBySearch
      ? { s: sortKey, o: (page.offset ?? 0) + records.length }
      : { s: sortKey, v: page.sort.map((key) => last[key.field]) };
    // Absolute: Kinto clients fetch the header as it is.
    const url = new URL(`${request.server.config.publicUrl}${request.url}`);
    url.searchParams.set('_limit', String(page.limit));
    url.searchParams.set('_token', encodeToken(next));
    reply.header('Next-Page', url.toString());
  }
  return { data: records.map(project) };
}

/**
 * The route options a collection's GETs need: with anonymous answers kept, an onRequest hook
 * answers anonymous GETs from them before validation and authentication run, honouring
 * If-None-Match; a miss goes on to the handler.
 */
export function cacheHooks(collection: Pick<Collection<unknown, KintoRecord>, 'anonymousAnswers'>) {
  const cache = collection.anonymousAnswers;
  if (!cache) return {};
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization || request.method !== 'GET') return;
    const hit = cache.get(request.url);
    if (!hit) return;
    reply.headers(hit.headers);
    const etag = hit.headers.ETag;
    if (etag && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  };
  return { onRequest };
}

/**
 * An anonymous answer goes out as the bytes the cache keeps; a member's as it is. A reply that
 * went already is returned as it is: an async handler that sent must return its reply.
 */
function remember<T>(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, body: T | FastifyReply) {
  // A reply gone already (the visitor's browser cancelled the request as they typed on) is not cached.
  if (body === reply || reply.sent || request.userId || request.method !== 'GET') return body;
  const headers = Object.fromEntries(
    ['ETag', 'Next-Page'].filter((name) => reply.hasHeader(name)).map((name) => [name, String(reply.getHeader(name))]),
  );
  const json = JSON.stringify(body);
  cache.set(request.url, { body: json, headers });
  return reply.type('application/json; charset=utf-8').send(json);
}

/** One record's GET: `{data}` with its ETag, a 304, or a 404 (errno 110) naming it. */
export async function readRecord<S, R extends KintoRecord>(
  collection: ReadableCollection<S, R>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<{ data: Projected<R> } | FastifyReply> {
  const answer = await answerRecord(collection, request, reply, id);
  const cache = collection.anonymousAnswers;
  return cache ? remember(cache, request, reply, answer) : answer;
}

async function answerRecord<S, R extends KintoRecord>(
  collection: ReadableCollection<S, R>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<{ data: Projected<R> } | FastifyReply> {
  const project = projection<R>(collection.recordFields, (request.query as { _fields?: string } | undefined)?._fields);
  const record = await collection.get(collection.scopeOf(request), id);
  if (!record) throw notFound(undefined, { id, resource_name: 'record' });
  if (conditional(collection.readers, request, reply, `"${record.last_modified}"`)) {
    return reply.status(304).send();
  }
  return { data: project(record) };
}

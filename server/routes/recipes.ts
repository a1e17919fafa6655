import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale, languageOf } from '../../src/core/locales/locales';
import type { ApiContext } from '../context';
import { invalidParameter, notFound } from '../errors';
import { RECIPE_FIELDS, type SortKey, fitsField, parseFilters, parseSort, toPrefixQuery } from '../records/recipe-query';
import { createResponseCache } from '../records/response-cache';
import {
  ANONYMOUS,
  type CallerAccess,
  type RecipeListQuery,
  type RecipeRecord,
  canSeeContent,
  countRecipes,
  findPublishedRecipe,
  listRecipes,
  recipesTimestamp,
  toRecord,
  unlockedRecipeIds,
} from '../repositories/recipes';
import { isPremium } from '../repositories/users';
import { currentOffer } from '../repositories/weekly-offers';
import { errorResponses, recipeRecordSchema } from './schemas';

/** Page size of the records list: Kinto has none by default; ours is bounded to keep pages fast. */
export const RECORDS_DEFAULT_LIMIT = 100;
export const RECORDS_MAX_LIMIT = 500;

const bucketParam = { type: 'string', enum: [...LOCALES] } as const;
const CONTROL_PARAMS = new Set(['_limit', '_token', '_sort', '_fields', '_since', '_before', 'q']);
const RECORD_FIELDS = new Set([...Object.keys(recipeRecordSchema.properties)]);

interface ListQuery {
  _limit?: number;
  _token?: string;
  _sort?: string;
  _fields?: string;
  _since?: string;
  _before?: string;
  q?: string;
  [filter: string]: unknown;
}

interface Token {
  /** The sort this token belongs to. */
  s: string;
  v?: unknown[];
  o?: number;
}

function encodeToken(token: Token): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

/** A token of this sort: the last row's sort values, each fitting its field, or an offset (search rank). */
function decodeToken(raw: string, sort: string, keys: SortKey[]): Token {
  try {
    const token = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Token;
    const values = token.v;
    const keyset = Array.isArray(values) && values.length === keys.length && keys.every((key, i) => fitsField(RECIPE_FIELDS[key.field], values[i]));
    const valid = token.s === sort && (keyset || (Number.isInteger(token.o) && token.o! >= 0 && token.o! <= 100_000));
    if (valid) return token;
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('_token', '_token has invalid content');
}

function projection(raw: string | undefined): ((record: RecipeRecord) => Partial<RecipeRecord>) | null {
  if (!raw) return null;
  const fields = raw.split(',').filter(Boolean);
  for (const field of fields) if (!RECORD_FIELDS.has(field)) throw invalidParameter('_fields', `Unknown field ${field}`);
  const keep = new Set(['id', 'last_modified', ...fields]);
  return (record) => Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key))) as Partial<RecipeRecord>;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((value) => value.trim() === etag || value.trim() === '*');
}

async function accessOf(ctx: ApiContext, request: FastifyRequest): Promise<CallerAccess> {
  if (!request.userId) return ANONYMOUS;
  const now = new Date();
  const [premium, unlocked, offer] = await Promise.all([
    isPremium(ctx.db.db, request.userId, now),
    unlockedRecipeIds(ctx.db.db, request.userId),
    currentOffer(ctx.db.db, request.userId, now),
  ]);
  return { premium, unlockedRecipeIds: unlocked, weeklyOfferIds: new Set(offer?.recipe_ids) };
}

/**
 * The public catalogue, one bucket per locale (ARCHITECTURE section 3), in Kinto's records
 * protocol: filters, sorting, fields, keyset pages through an absolute Next-Page, ETag and 304,
 * and full-text search (`q`) in the bucket's language.
 */
export function registerRecipeRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  const cache = createResponseCache(ctx.catalogueCacheMs);

  /**
   * Anonymous GETs are answered from the micro-cache before validation and authentication run
   * (an onRequest hook), honouring If-None-Match; a miss goes on to the handler.
   */
  const fromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization || request.method !== 'GET') return;
    const hit = cache.get(request.url);
    if (!hit) return;
    reply.headers(hit.headers);
    if (matchesEtag(request.headers['if-none-match'], hit.headers.ETag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  };
  const remember = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    if (request.userId || request.method !== 'GET') return body;
    const headers = Object.fromEntries(
      ['ETag', 'Next-Page'].filter((name) => reply.hasHeader(name)).map((name) => [name, String(reply.getHeader(name))]),
    );
    const json = JSON.stringify(body);
    cache.set(request.url, { body: json, headers });
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get<{ Params: { bucket: Locale }; Querystring: ListQuery }>(
    '/v1/buckets/:bucket/collections/recipes/records',
    {
      onRequest: fromCache,
      schema: {
        tags: ['recipes'],
        summary: 'List, filter and search the published recipes of a locale',
        description: `Filters: [lt_|gt_|min_|max_|not_|in_|exclude_|like_|has_|contains_|contains_any_]<field> on ${Object.keys(RECIPE_FIELDS).join(', ')}. _limit defaults to ${RECORDS_DEFAULT_LIMIT}, at most ${RECORDS_MAX_LIMIT}.`,
        params: { type: 'object', properties: { bucket: bucketParam }, required: ['bucket'] },
        querystring: {
          type: 'object',
          properties: {
            _limit: { type: 'integer', minimum: 1, maximum: RECORDS_MAX_LIMIT },
            _token: { type: 'string', maxLength: 2000 },
            _sort: { type: 'string', maxLength: 200 },
            _fields: { type: 'string', maxLength: 500 },
            _since: { type: 'string', pattern: '^"?\\d+"?$' },
            _before: { type: 'string', pattern: '^"?\\d+"?$' },
            q: { type: 'string', maxLength: 200 },
          },
          additionalProperties: { type: 'string', maxLength: 2000 },
        },
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: recipeRecordSchema } }, required: ['data'] },
          304: { type: 'null' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      for (const key of Object.keys(query)) if (key.startsWith('_') && !CONTROL_PARAMS.has(key)) throw invalidParameter(key, 'Unknown parameter');
      const filterParams = Object.fromEntries(Object.entries(query).filter(([k]) => !CONTROL_PARAMS.has(k))) as Record<string, string>;
      if (query._since) filterParams.gt_last_modified = query._since.replace(/"/g, '');
      if (query._before) filterParams.lt_last_modified = query._before.replace(/"/g, '');
      const language = languageOf(request.params.bucket);
      const tsquery = toPrefixQuery(query.q);
      const sort = parseSort(query._sort);
      const sortKey = query._sort ?? (tsquery ? 'rank' : '-last_modified');
      const token = query._token ? decodeToken(query._token, sortKey, sort) : undefined;
      const rankBySearch = !!tsquery && !query._sort;
      const listQuery: RecipeListQuery = {
        language,
        filters: parseFilters(filterParams),
        sort,
        tsquery,
        rankBySearch,
        limit: query._limit ?? RECORDS_DEFAULT_LIMIT,
        after: token?.v,
        offset: token?.o,
      };
      const project = projection(query._fields);

      const etag = `"${await recipesTimestamp(db, language)}"`;
      reply.header('ETag', etag);
      // Counting is Kinto's HEAD: a GET does not pay for it.
      if (request.method === 'HEAD') {
        const total = String(await countRecipes(db, listQuery));
        return reply.header('Total-Records', total).header('Total-Objects', total).send();
      }
      if (matchesEtag(request.headers['if-none-match'], etag) && !request.userId) return reply.status(304).send();
      const [{ rows, hasMore }, access] = await Promise.all([listRecipes(db, listQuery), accessOf(ctx, request)]);
      if (hasMore) {
        const last = rows[rows.length - 1];
        const next: Token = rankBySearch
          ? { s: sortKey, o: (listQuery.offset ?? 0) + rows.length }
          : { s: sortKey, v: sort.map((key) => last[RECIPE_FIELDS[key.field].column as keyof typeof last]) };
        const url = new URL(`${ctx.publicUrl}${request.url}`);
        url.searchParams.set('_limit', String(listQuery.limit));
        url.searchParams.set('_token', encodeToken(next));
        reply.header('Next-Page', url.toString());
      }
      if (request.userId) reply.header('Cache-Control', 'private, no-store');
      const records = rows.map((row) => toRecord(row, canSeeContent(row, access)));
      return remember(request, reply, { data: project ? records.map(project) : records });
    },
  );

  app.get<{ Params: { bucket: Locale; id: string }; Querystring: { _fields?: string } }>(
    '/v1/buckets/:bucket/collections/recipes/records/:id',
    {
      onRequest: fromCache,
      schema: {
        tags: ['recipes'],
        summary: 'One published recipe of a locale',
        params: {
          type: 'object',
          properties: { bucket: bucketParam, id: { type: 'string', pattern: '^[a-zA-Z0-9][a-zA-Z0-9_-]*$', maxLength: 200 } },
          required: ['bucket', 'id'],
        },
        querystring: { type: 'object', additionalProperties: false, properties: { _fields: { type: 'string', maxLength: 500 } } },
        response: { 200: { type: 'object', properties: { data: recipeRecordSchema }, required: ['data'] }, 304: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findPublishedRecipe(db, languageOf(request.params.bucket), request.params.id);
      if (!row) throw notFound(undefined, { id: request.params.id, resource_name: 'record' });
      const project = projection(request.query._fields);
      const etag = `"${row.last_modified}"`;
      reply.header('ETag', etag);
      if (!request.userId && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      if (request.userId) reply.header('Cache-Control', 'private, no-store');
      const record = toRecord(row, canSeeContent(row, await accessOf(ctx, request)));
      return remember(request, reply, { data: project ? project(record) : record });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale, languageOf } from '../../src/core/locales/locales';
import type { Db } from '../db/create-db';
import { invalidParameter, notFound } from '../errors';
import {
  type PageCursor,
  countPublishedRecipes,
  findPublishedRecipe,
  listPublishedRecipes,
  recipesTimestamp,
  toRecord,
} from '../repositories/recipes';
import { errorResponses, recipeRecordSchema } from './schemas';

/** Page size of the records list: Kinto has none by default; ours is bounded to keep pages fast. */
export const RECORDS_DEFAULT_LIMIT = 100;
export const RECORDS_MAX_LIMIT = 500;

const bucketParam = { type: 'string', enum: [...LOCALES] } as const;

function encodeToken(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeToken(token: string): PageCursor {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof value?.lastModified === 'string' && /^\d+$/.test(value.lastModified) && typeof value.id === 'string') {
      return value;
    }
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('_token', '_token has invalid content');
}

/** ETag comparison for If-None-Match: Kinto sends and accepts quoted integers. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((value) => value.trim() === etag || value.trim() === '*');
}

/**
 * The public catalogue, one bucket per locale (ARCHITECTURE section 3), in Kinto's records
 * protocol. Issue 3 extends it with sorting, filters, fields and search.
 */
export function registerRecipeRoutes(app: FastifyInstance, { db }: Db, publicUrl: string) {
  app.get<{ Params: { bucket: Locale }; Querystring: { _limit?: number; _token?: string; _sort?: string } }>(
    '/v1/buckets/:bucket/collections/recipes/records',
    {
      schema: {
        tags: ['recipes'],
        summary: 'List the published recipes of a locale',
        params: { type: 'object', properties: { bucket: bucketParam }, required: ['bucket'] },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            _limit: { type: 'integer', minimum: 1, maximum: RECORDS_MAX_LIMIT },
            _token: { type: 'string', maxLength: 500 },
            _sort: { type: 'string', enum: ['-last_modified'] },
          },
        },
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: recipeRecordSchema } }, required: ['data'] },
          304: { type: 'null' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.params.bucket);
      const limit = request.query._limit ?? RECORDS_DEFAULT_LIMIT;
      const cursor = request.query._token ? decodeToken(request.query._token) : undefined;
      const etag = `"${await recipesTimestamp(db, language)}"`;
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const [{ rows, hasMore }, total] = await Promise.all([
        listPublishedRecipes(db, language, limit, cursor),
        countPublishedRecipes(db, language),
      ]);
      reply.header('Total-Records', String(total));
      reply.header('Total-Objects', String(total));
      if (hasMore) {
        const last = rows[rows.length - 1];
        const next = new URL(`${publicUrl}${request.url}`);
        next.searchParams.set('_limit', String(limit));
        next.searchParams.set('_token', encodeToken({ lastModified: String(last.last_modified), id: last.id }));
        reply.header('Next-Page', next.toString());
      }
      return { data: rows.map((row) => toRecord(row, false)) };
    },
  );

  app.get<{ Params: { bucket: Locale; id: string } }>(
    '/v1/buckets/:bucket/collections/recipes/records/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'One published recipe of a locale',
        params: {
          type: 'object',
          properties: { bucket: bucketParam, id: { type: 'string', pattern: '^[a-zA-Z0-9][a-zA-Z0-9_-]*$', maxLength: 200 } },
          required: ['bucket', 'id'],
        },
        response: { 200: { type: 'object', properties: { data: recipeRecordSchema }, required: ['data'] }, 304: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findPublishedRecipe(db, languageOf(request.params.bucket), request.params.id);
      if (!row) throw notFound(undefined, { id: request.params.id, resource_name: 'record' });
      const etag = `"${row.last_modified}"`;
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return { data: toRecord(row, false) };
    },
  );
}


import type { FastifyInstance } from 'fastify';

import { DIETS } from '../../src/core/rules';
import { requireUser } from '../auth/authenticate';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { LANG_PARAM_VALUES, localeFromLangParam, translatorFor } from '../i18n';
import { bookRecipeIds, findBookOfCopyCode, findPlainTarget, listUnlockedRecipes, unlockBook } from '../repositories/books';
import { authRateLimit } from './account';
import { errorResponses } from './schemas';

const memberErrors = { 401: errorResponses[400], ...errorResponses };
const unlockedList = {
  type: 'object',
  properties: {
    data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, book_id: { type: 'string' }, last_modified: { type: 'integer' } } } },
  },
} as const;

/**
 * Book QR codes unlock a book's recipes for the caller: one code per printed copy, never public.
 * Plain QR codes point somewhere public.
 */
export function registerBookRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  // Per client, like the account routes: codes are not guessable, and guessing stays slow anyway.
  const QR_RATE_LIMIT = authRateLimit(ctx);

  app.get<{ Params: { uuid: string } }>(
    '/v1/book-qrcodes/:uuid',
    {
      config: QR_RATE_LIMIT,
      schema: {
        tags: ['books'],
        summary: 'Unlock the book of this QR code for the caller',
        params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { book_id: { type: 'string' }, title: { type: 'string' }, recipes: { type: 'array', items: { type: 'string' } } } } },
          },
          ...memberErrors,
          429: errorResponses[400],
        },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const book = await findBookOfCopyCode(db, request.params.uuid);
      if (!book) throw notFound('This QR code does not belong to any book.', { id: request.params.uuid, resource_name: 'book-qrcode' });
      await unlockBook(db, userId, book.id);
      return { data: { book_id: book.id, title: book.title, recipes: await bookRecipeIds(db, book.id) } };
    },
  );

  app.get(
    '/v1/buckets/default/collections/unlocked-recipes/records',
    { schema: { tags: ['books'], summary: 'Recipes the caller unlocked with book QR codes', response: { 200: unlockedList, ...memberErrors } } },
    async (request) => {
      const userId = requireUser(request);
      const rows = await listUnlockedRecipes(db, userId);
      return { data: rows.map((r) => ({ id: r.recipe_id, book_id: r.book_id, last_modified: new Date(r.unlocked_at).getTime() })) };
    },
  );

  app.get<{ Params: { shortcode: string } }>(
    '/v1/plain-qrcodes/:shortcode',
    {
      config: QR_RATE_LIMIT,
      schema: {
        tags: ['books'],
        summary: 'Where a plain QR short code leads (a public page)',
        params: { type: 'object', properties: { shortcode: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}$' } }, required: ['shortcode'] },
        response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { shortcode: { type: 'string' }, target: { type: 'string' } } } } }, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request) => {
      const row = await findPlainTarget(db, request.params.shortcode);
      if (!row) throw notFound('This QR code is unknown.', { id: request.params.shortcode, resource_name: 'plain-qrcode' });
      return { data: row };
    },
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/v1/recipe-diets',
    {
      schema: {
        tags: ['recipes'],
        querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: LANG_PARAM_VALUES } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } }, ...errorResponses },
      },
    },
    async (request) => {
      const { t } = translatorFor(localeFromLangParam(request.query.lang, request.headers['accept-language']));
      return { data: DIETS.map((id) => ({ id, name: t(`diet.${id}`) })) };
    },
  );
}

import type { FastifyInstance } from 'fastify';

import { DIETS } from '../../src/core/rules';
import { requireUser } from '../auth/authenticate';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { LANG_PARAM_VALUES, localeFromLangParam, translatorFor } from '../i18n';
import { errorResponses } from './schemas';

const memberErrors = { 401: errorResponses[400], ...errorResponses };
const unlockedList = {
  type: 'object',
  properties: {
    data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, book_id: { type: 'string' }, last_modified: { type: 'integer' } } } },
  },
} as const;

/** Book QR codes unlock a book's recipes for the caller; plain QR codes point somewhere. */
export function registerBookRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;

  app.get<{ Params: { uuid: string } }>(
    '/v1/book-qrcodes/:uuid',
    {
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
        },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const book = await db
        .selectFrom('book_qrcodes')
        .innerJoin('books', 'books.id', 'book_qrcodes.book_id')
        .select(['books.id', 'books.title'])
        .where('book_qrcodes.uuid', '=', request.params.uuid)
        .executeTakeFirst();
      if (!book) throw notFound('This QR code does not belong to any book.', { id: request.params.uuid, resource_name: 'book-qrcode' });
      await db.insertInto('unlocked_books').values({ user_id: userId, book_id: book.id }).onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing()).execute();
      const recipes = await db.selectFrom('book_recipes').select('recipe_id').where('book_id', '=', book.id).orderBy('recipe_id').execute();
      return { data: { book_id: book.id, title: book.title, recipes: recipes.map((r) => r.recipe_id) } };
    },
  );

  app.get(
    '/v1/buckets/default/collections/unlocked-recipes/records',
    { schema: { tags: ['books'], summary: 'Recipes the caller unlocked with book QR codes', response: { 200: unlockedList, ...memberErrors } } },
    async (request) => {
      const userId = requireUser(request);
      const rows = await db
        .selectFrom('unlocked_books')
        .innerJoin('book_recipes', 'book_recipes.book_id', 'unlocked_books.book_id')
        .select(['book_recipes.recipe_id', 'unlocked_books.book_id', 'unlocked_books.unlocked_at'])
        .where('unlocked_books.user_id', '=', userId)
        .orderBy('unlocked_books.unlocked_at', 'desc')
        .orderBy('book_recipes.recipe_id')
        .execute();
      return { data: rows.map((r) => ({ id: r.recipe_id, book_id: r.book_id, last_modified: new Date(r.unlocked_at).getTime() })) };
    },
  );

  app.get<{ Params: { shortcode: string } }>(
    '/v1/plain-qrcodes/:shortcode',
    {
      schema: {
        tags: ['books'],
        params: { type: 'object', properties: { shortcode: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}$' } }, required: ['shortcode'] },
        response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { shortcode: { type: 'string' }, target: { type: 'string' } } } } }, ...errorResponses },
      },
    },
    async (request) => {
      const row = await db.selectFrom('plain_qrcodes').selectAll().where('shortcode', '=', request.params.shortcode).executeTakeFirst();
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

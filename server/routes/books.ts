import type { FastifyInstance } from 'fastify';

import { DIETS } from '../../src/core/rules';
import { requireUser } from '../auth/authenticate';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { LANG_PARAM_VALUES, localeFromLangParam, translatorFor } from '../i18n';
import { type UnlockedBook, bookRecipeIds, findBookCode, findPlainTarget, listUnlockedBooks, unlockBook } from '../repositories/books';
import { authRateLimit } from './account';
import { errorResponses, errorSchema, memberErrorResponses } from './schemas';

const memberErrors = { ...memberErrorResponses, 429: errorSchema };
const qrcode = { type: 'string', format: 'uuid' } as const;
const unlockedBook = {
  type: 'object',
  properties: { id: { type: 'string' }, title: { type: 'string' }, recipes: { type: 'array', items: { type: 'string' } }, last_modified: { type: 'integer' } },
} as const;

const bookRecord = (book: UnlockedBook) => ({ id: book.id, title: book.title, recipes: book.recipes, last_modified: book.unlocked_at.getTime() });

/**
 * Book QR codes: one per printed copy on its cover, and one beside some of its recipes; never
 * public. Reading a code says what it opens, to anyone, and writes nothing; a member unlocks the
 * book by posting the code to their own `unlocked-recipes` collection. Plain QR codes point
 * somewhere public.
 */
export function registerBookRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  // Per client, like the account routes: codes are not guessable, and guessing stays slow anyway.
  const QR_RATE_LIMIT = authRateLimit(ctx);
  const unknownCode = (uuid: string) => notFound('This QR code does not belong to any book.', { id: uuid, resource_name: 'book-qrcode' });
  const unlockedPath = '/v1/buckets/default/collections/unlocked-recipes/records';

  app.get<{ Params: { uuid: string } }>(
    '/v1/book-qrcodes/:uuid',
    {
      config: QR_RATE_LIMIT,
      schema: {
        tags: ['books'],
        summary: 'What a printed QR code opens: its book, and the recipe it is printed beside (null on a cover). No login; unlocks nothing',
        params: { type: 'object', properties: { uuid: qrcode }, required: ['uuid'] },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { book_id: { type: 'string' }, title: { type: 'string' }, recipe_id: { type: ['string', 'null'] }, recipes: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
          ...memberErrors,
        },
      },
    },
    async (request, reply) => {
      const code = await findBookCode(db, request.params.uuid);
      if (!code) throw unknownCode(request.params.uuid);
      // The address is a secret of one copy: no shared cache keeps the answer.
      reply.header('Cache-Control', 'private, no-store');
      return { data: { book_id: code.id, title: code.title, recipe_id: code.recipe_id, recipes: await bookRecipeIds(db, code.id) } };
    },
  );

  app.post<{ Body: { data: { qrcode: string } } }>(
    unlockedPath,
    {
      config: QR_RATE_LIMIT,
      schema: {
        tags: ['books'],
        summary: "Unlock the book of a printed QR code (cover or recipe code) for the caller: 201 the first time, 200 after. The site posts it on a member's visit of the code",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['data'],
          properties: { data: { type: 'object', additionalProperties: false, required: ['qrcode'], properties: { qrcode } } },
        },
        response: { 200: { type: 'object', properties: { data: unlockedBook } }, 201: { type: 'object', properties: { data: unlockedBook } }, ...memberErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const code = await findBookCode(db, request.body.data.qrcode);
      if (!code) throw unknownCode(request.body.data.qrcode);
      const created = await unlockBook(db, userId, code.id);
      const [book] = await listUnlockedBooks(db, userId, code.id);
      return reply.status(created ? 201 : 200).send({ data: bookRecord(book) });
    },
  );

  app.get(
    unlockedPath,
    {
      schema: {
        tags: ['books'],
        summary: 'The books the caller unlocked (SPEC section 7), the latest first, each with its recipe ids',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: unlockedBook } } }, ...memberErrorResponses },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      return { data: (await listUnlockedBooks(db, userId)).map(bookRecord) };
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

import { listOf, notModifiedSchema, projectedOf, recordOf, recordsQuerySchema } from '../../src/core/contract/records';
import {
  type UnlockedBookRecord,
  bookCodeSchema,
  plainCodeParamsSchema,
  plainCodeSchema,
  qrcodeParamsSchema,
  unlockBookBodySchema,
  unlockedBookSchema,
} from '../../src/core/contract/books';
import { BOOK_COPY_MEMBERS } from '../../src/core/rules';
import type { Db } from '../db/create-db';
import { ApiError, ERRNO, notFound } from '../errors';
import { securityEvent } from '../auth/security-events';
import { type Collection, listRecords } from '../records/engine';
import {
  UNLOCKED_BOOK_FIELDS,
  bookRecipeIds,
  countUnlockedBooks,
  findBookCode,
  findPlainTarget,
  listUnlockedBooks,
} from '../repositories/books';
import { memberCollectionTimestamp } from '../repositories/collection-timestamps';
import { unlockBook } from '../services/member-collections';
import type { App } from '../typed-app';
import { errorSchema } from '../../src/core/contract/errors';

/** The books the member unlocked: `unlocked-recipes` of their `default` bucket. */
function unlockedBooksCollection(db: Db['db']): Collection<string, UnlockedBookRecord> {
  return {
    readers: 'member',
    fields: UNLOCKED_BOOK_FIELDS,
    recordFields: Object.keys(unlockedBookSchema.properties),
    scopeOf: (request) => request.memberId,
    timestamp: (userId) => memberCollectionTimestamp(db, userId, 'unlocked-recipes'),
    count: (userId, query) => countUnlockedBooks(db, userId, query),
    page: (userId, query) => listUnlockedBooks(db, userId, query),
  };
}

/**
 * Book QR codes: one per printed copy on its cover, and one beside some of its recipes; never
 * public. Reading a code says what it opens, to anyone, and writes nothing; a member unlocks the
 * book by posting the code to their own `unlocked-recipes` collection.
 */
export function registerBookRoutes(app: App) {
  const { db } = app.db;
  const unlockedBooks = unlockedBooksCollection(db);
  // Per client, like the account routes: codes are not guessable, and guessing stays slow anyway.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const unknownCode = (uuid: string) =>
    notFound('This QR code does not belong to any book.', { id: uuid, resource_name: 'book-qrcode' });
  const unlockedPath = '/v1/buckets/default/collections/unlocked-recipes/records';

  app.get(
    '/v1/book-qrcodes/:uuid',
    {
      config: { rateLimit },
      schema: {
        tags: ['books'],
        summary:
          'What a printed QR code opens: its book, and the recipe it is printed beside (null on a cover). No login; unlocks nothing',
        operationId: 'getBookCode',
        params: qrcodeParamsSchema,
        response: { 200: recordOf(bookCodeSchema), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const code = await findBookCode(db, request.params.uuid);
      if (!code) throw unknownCode(request.params.uuid);
      // The address is a secret of one copy: no shared cache keeps the answer.
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: {
          book_id: code.id,
          title: code.title,
          recipe_id: code.recipe_id,
          recipes: await bookRecipeIds(db, code.id),
        },
      };
    },
  );

  app.post(
    unlockedPath,
    {
      config: { auth: 'member', rateLimit },
      schema: {
        tags: ['books'],
        summary: `Unlock the book of a printed QR code (cover or recipe code) for the caller: 201 the first time, 200 after, 409 (errno 135) once the copy serves ${BOOK_COPY_MEMBERS} members. The site posts it on a member's visit of the code`,
        operationId: 'unlockBook',
        body: unlockBookBodySchema,
        response: {
          200: recordOf(unlockedBookSchema),
          201: recordOf(unlockedBookSchema),
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const code = await findBookCode(db, request.body.data.qrcode);
      if (!code) throw unknownCode(request.body.data.qrcode);
      // The copy's id, never its code (a secret), names it in the log.
      const logged = { userId: request.memberId, book_id: code.id, copy_id: code.copy_id };
      const unlocked = await unlockBook(db, request.memberId, { bookId: code.id, copyId: code.copy_id }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.errno === ERRNO.BOOK_COPY_USED_UP)
            securityEvent(request, 'book.copy_used_up', logged);
          throw error;
        },
      );
      if (unlocked.created) securityEvent(request, 'book.redeemed', { ...logged, members: unlocked.members }, 'info');
      return reply.status(unlocked.created ? 201 : 200).send({ data: unlocked.record });
    },
  );

  app.get(
    unlockedPath,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['books'],
        summary:
          'The books the caller unlocked (SPEC section 7), the latest first, each with its recipe ids, in the records protocol',
        operationId: 'listUnlockedBooks',
        querystring: recordsQuerySchema,
        response: { 200: listOf(projectedOf(unlockedBookSchema)), 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(unlockedBooks, request, reply),
  );
}

/** Plain QR codes: a short code printed somewhere that leads to a public page. */
export function registerPlainCodeRoutes(app: App) {
  const { db } = app.db;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  app.get(
    '/v1/plain-qrcodes/:shortcode',
    {
      config: { rateLimit },
      schema: {
        tags: ['books'],
        summary: 'Where a plain QR short code leads (a public page)',
        operationId: 'getPlainCode',
        params: plainCodeParamsSchema,
        response: { 200: recordOf(plainCodeSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const row = await findPlainTarget(db, request.params.shortcode);
      if (!row)
        throw notFound('This QR code is unknown.', { id: request.params.shortcode, resource_name: 'plain-qrcode' });
      return { data: row };
    },
  );
}

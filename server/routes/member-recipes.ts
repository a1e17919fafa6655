import { errorSchema } from '../../src/core/contract/errors';
import {
  favouriteBodySchema,
  favouritePageQuerySchema,
  favouritePageSchema,
  favouriteParamsSchema,
  type FavouriteRecord,
  favouriteRecordSchema,
} from '../../src/core/contract/member-recipes';
import {
  deletedRecordSchema,
  listOf,
  notModifiedSchema,
  recordOf,
  recordQuerySchema,
  recordsQuerySchema,
} from '../../src/core/contract/records';
import type { Db } from '../db/create-db';
import { notFound } from '../errors';
import { listRecords, type ReadableCollection, readRecord } from '../records/engine';
import { memberCollectionTimestamp } from '../repositories/collection-timestamps';
import {
  countFavourites,
  FAVOURITE_FIELDS,
  favouritesByPage,
  findFavourite,
  listFavourites,
} from '../repositories/favourites';
import { isPublishedRecipe } from '../repositories/published-recipes';
import { addFavourite, removeFavourite } from '../services/member-collections';
import type { App } from '../typed-app';

/** The member's favourites: `saved-recipes` of their `default` bucket. */
function favouritesCollection(db: Db['db']): ReadableCollection<string, FavouriteRecord> {
  return {
    readers: 'member',
    fields: FAVOURITE_FIELDS,
    recordFields: Object.keys(favouriteRecordSchema.properties),
    scopeOf: (request) => request.memberId,
    timestamp: (userId) => memberCollectionTimestamp(db, userId, 'saved-recipes'),
    count: (userId, query) => countFavourites(db, userId, query),
    page: (userId, query) => listFavourites(db, userId, query),
    get: (userId, id) => findFavourite(db, userId, id),
  };
}

const unknownRecipe = (id: string) => notFound('This recipe does not exist.', { id, resource_name: 'recipe' });

/** The member's saved recipes: the `saved-recipes` collection of the default bucket, and its pages. */
export function registerMemberRecipeRoutes(app: App) {
  const { db } = app.db;
  const favourites = favouritesCollection(db);
  const base = '/v1/buckets/default/collections/saved-recipes/records';
  const member = { auth: 'member' } as const;

  app.get(
    base,
    {
      config: member,
      schema: {
        tags: ['favourites'],
        summary:
          "The caller's favourites, the latest first, in the records protocol (_limit, _sort, filters, Next-Page)",
        operationId: 'listFavourites',
        querystring: recordsQuerySchema,
        response: { 200: listOf(favouriteRecordSchema), 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(favourites, request, reply),
  );

  app.get(
    `${base}/:recipeId`,
    {
      config: member,
      schema: {
        tags: ['favourites'],
        summary: 'Is this recipe a favourite? 200 yes, 404 no',
        operationId: 'getFavourite',
        params: favouriteParamsSchema,
        querystring: recordQuerySchema,
        response: { 200: recordOf(favouriteRecordSchema), 304: notModifiedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => readRecord(favourites, request, reply, request.params.recipeId),
  );

  app.put(
    `${base}/:recipeId`,
    {
      config: member,
      schema: {
        tags: ['favourites'],
        summary: 'Add a favourite: 201 the first time, 200 after',
        operationId: 'addFavourite',
        params: favouriteParamsSchema,
        body: favouriteBodySchema,
        response: { 200: recordOf(favouriteRecordSchema), 201: recordOf(favouriteRecordSchema), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { recipeId } = request.params;
      if (!(await isPublishedRecipe(db, recipeId))) throw unknownRecipe(recipeId);
      const { created, record } = await addFavourite(db, request.memberId, recipeId);
      return reply.status(created ? 201 : 200).send({ data: record });
    },
  );

  app.delete(
    `${base}/:recipeId`,
    {
      config: member,
      schema: {
        tags: ['favourites'],
        summary: 'Remove a favourite: its tombstone, or 404 when it is not one',
        operationId: 'removeFavourite',
        params: favouriteParamsSchema,
        response: { 200: recordOf(deletedRecordSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const tombstone = await removeFavourite(db, request.memberId, request.params.recipeId);
      if (!tombstone) throw notFound(undefined, { id: request.params.recipeId, resource_name: 'record' });
      return { data: tombstone };
    },
  );

  app.get(
    '/v1/saved-recipes',
    {
      config: member,
      schema: {
        tags: ['favourites'],
        summary: 'The caller’s favourites by numbered pages, the latest first (the records list above pages by token)',
        operationId: 'listFavouritePages',
        querystring: favouritePageQuerySchema,
        response: { 200: favouritePageSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? 24;
      const [data, count] = await Promise.all([
        favouritesByPage(db, request.memberId, (page - 1) * size, size),
        countFavourites(db, request.memberId),
      ]);
      const next =
        page * size < count ? `${app.config.publicUrl}/v1/saved-recipes?page=${page + 1}&page_size=${size}` : null;
      return { data, count, next };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/authenticate';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { recordRecipeView } from '../repositories/recipe-views';
import { memberErrorResponses as memberErrors } from './schemas';

const recipeId = { type: 'string', pattern: '^[a-zA-Z0-9][a-zA-Z0-9_-]*$', maxLength: 200 } as const;
const idParams = { type: 'object', properties: { recipeId }, required: ['recipeId'] } as const;
const favouriteRecord = {
  type: 'object',
  properties: { data: { type: 'object', properties: { id: { type: 'string' }, last_modified: { type: 'integer' }, deleted: { type: 'boolean' } } } },
} as const;

/**
 * Favourites (the member's `default` bucket, Kinto semantics), recipe history, and book
 * unlocking by QR code (SPEC section 7, Recipes, favourites, books).
 */
export function registerMemberRecipeRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;
  const base = '/v1/buckets/default/collections/saved-recipes/records';

  const recipeExists = async (id: string) =>
    !!(await db.selectFrom('recipes').select('id').where('id', '=', id).where('status', '=', 'published').limit(1).executeTakeFirst());

  app.get<{ Params: { recipeId: string } }>(
    `${base}/:recipeId`,
    { schema: { tags: ['favourites'], summary: 'Is this recipe a favourite? 200 yes, 404 no', params: idParams, response: { 200: favouriteRecord, ...memberErrors } } },
    async (request) => {
      const userId = requireUser(request);
      const row = await db.selectFrom('favourites').selectAll().where('user_id', '=', userId).where('recipe_id', '=', request.params.recipeId).executeTakeFirst();
      if (!row) throw notFound(undefined, { id: request.params.recipeId, resource_name: 'record' });
      return { data: { id: row.recipe_id, last_modified: Number(row.last_modified) } };
    },
  );

  app.put<{ Params: { recipeId: string } }>(
    `${base}/:recipeId`,
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a favourite: 201 the first time, 200 after',
        params: idParams,
        body: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { data: { type: 'object', properties: { id: recipeId } } } }] },
        response: { 200: favouriteRecord, 201: favouriteRecord, ...memberErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const { recipeId: id } = request.params;
      if (!(await recipeExists(id))) throw notFound('This recipe does not exist.', { id, resource_name: 'recipe' });
      // One statement, so concurrent adds of the same favourite cannot both insert or fail.
      const inserted = await db
        .insertInto('favourites')
        .values({ user_id: userId, recipe_id: id, last_modified: Date.now() })
        .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doNothing())
        .returning('last_modified')
        .executeTakeFirst();
      if (inserted) return reply.status(201).send({ data: { id, last_modified: Number(inserted.last_modified) } });
      const existing = await db.selectFrom('favourites').select('last_modified').where('user_id', '=', userId).where('recipe_id', '=', id).executeTakeFirstOrThrow();
      return { data: { id, last_modified: Number(existing.last_modified) } };
    },
  );

  app.delete<{ Params: { recipeId: string } }>(
    `${base}/:recipeId`,
    { schema: { tags: ['favourites'], params: idParams, response: { 200: favouriteRecord, ...memberErrors } } },
    async (request) => {
      const userId = requireUser(request);
      const deleted = await db.deleteFrom('favourites').where('user_id', '=', userId).where('recipe_id', '=', request.params.recipeId).returning('recipe_id').executeTakeFirst();
      if (!deleted) throw notFound(undefined, { id: request.params.recipeId, resource_name: 'record' });
      return { data: { id: request.params.recipeId, last_modified: Date.now(), deleted: true } };
    },
  );

  app.get<{ Querystring: { page?: number; page_size?: number } }>(
    '/v1/saved-recipes',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The member’s favourites, newest first',
        querystring: { type: 'object', additionalProperties: false, properties: { page: { type: 'integer', minimum: 1, maximum: 10_000 }, page_size: { type: 'integer', minimum: 1, maximum: 100 } } },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, last_modified: { type: 'integer' } } } },
              count: { type: 'integer' },
              next: { type: ['string', 'null'] },
            },
          },
          ...memberErrors,
        },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? 24;
      const [rows, total] = await Promise.all([
        db.selectFrom('favourites').select(['recipe_id', 'last_modified']).where('user_id', '=', userId).orderBy('last_modified', 'desc').orderBy('recipe_id').offset((page - 1) * size).limit(size).execute(),
        db.selectFrom('favourites').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      const count = Number(total.count);
      const next = page * size < count ? `${ctx.publicUrl}/v1/saved-recipes?page=${page + 1}&page_size=${size}` : null;
      return { data: rows.map((r) => ({ id: r.recipe_id, last_modified: Number(r.last_modified) })), count, next };
    },
  );

  const viewList = { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, last_view: { type: 'string' } } } } } } as const;

  app.get('/v1/views/recipes', { schema: { tags: ['history'], response: { 200: viewList, ...memberErrors } } }, async (request) => {
    const userId = requireUser(request);
    const rows = await db.selectFrom('recipe_views').select(['recipe_id', 'last_view']).where('user_id', '=', userId).orderBy('last_view', 'desc').limit(100).execute();
    return { data: rows.map((r) => ({ id: r.recipe_id, last_view: new Date(r.last_view).toISOString() })) };
  });

  app.put<{ Params: { recipeId: string } }>(
    '/v1/views/recipes/:recipeId',
    { schema: { tags: ['history'], params: idParams, response: { 200: viewList, ...memberErrors } } },
    async (request) => {
      const userId = requireUser(request);
      const id = request.params.recipeId;
      if (!(await recipeExists(id))) throw notFound('This recipe does not exist.', { id, resource_name: 'recipe' });
      const now = new Date();
      // view_count counts members, not reloads: once per member, recipe and day.
      await recordRecipeView(db, userId, id, now);
      return { data: [{ id, last_view: now.toISOString() }] };
    },
  );
}

import { RECORDS_PAGE, notModifiedSchema, recordOf, recordQuerySchema } from '../../src/core/contract/records';
import {
  type RecipeRecord,
  bucketParamsSchema,
  recipeFieldsSchema,
  recipeIngredientKeysSchema,
  recipeListQuerySchema,
  recipeListSchema,
  recordParamsSchema,
} from '../../src/core/contract/recipes';
import { type Locale, languageOf } from '../../src/core/locales/locales';
import type { Db } from '../db/create-db';
import { type ReadableCollection, cacheHooks, listRecords, matchesEtag, readRecord } from '../records/engine';
import { createResponseCache } from '../records/response-cache';
import { ANONYMOUS, type CallerAccess, canSeeContent, unlockedRecipeIds } from '../repositories/recipe-access';
import { countRecipes, listRecipes, publishedIngredientKeys } from '../repositories/recipe-listing';
import { RECIPE_FIELDS, findPublishedRecipe, recipesTimestamp, toRecord } from '../repositories/recipes';
import { isPremium } from '../repositories/users';
import { currentOffer } from '../repositories/weekly-offers';
import type { App } from '../typed-app';
import { errorSchema } from '../../src/core/contract/errors';

async function accessOf(db: Db['db'], userId: string | null): Promise<CallerAccess> {
  if (!userId) return ANONYMOUS;
  const now = new Date();
  const [premium, unlocked, offer] = await Promise.all([
    isPremium(db, userId, now),
    unlockedRecipeIds(db, userId),
    currentOffer(db, userId, now),
  ]);
  return { premium, unlockedRecipeIds: unlocked, weeklyOfferIds: new Set(offer?.recipe_ids) };
}

/** The catalogue of a bucket: the published recipes of its language, as the caller may see them. */
export function recipesCollection(
  db: Db['db'],
  cacheMs = 0,
): ReadableCollection<{ language: string; userId: string | null }, RecipeRecord> {
  return {
    readers: 'public',
    fields: RECIPE_FIELDS,
    recordFields: Object.keys(recipeFieldsSchema.properties),
    searchable: true,
    anonymousAnswers: createResponseCache(cacheMs),
    scopeOf: (request) => ({
      language: languageOf((request.params as { bucket: Locale }).bucket),
      userId: request.userId,
    }),
    timestamp: ({ language }) => recipesTimestamp(db, language),
    count: ({ language }, query) => countRecipes(db, language, query),
    async page({ language, userId }, query) {
      const [{ records, hasMore }, access] = await Promise.all([
        listRecipes(db, language, query),
        accessOf(db, userId),
      ]);
      return { records: records.map((row) => toRecord(row, canSeeContent(row, access))), hasMore };
    },
    async get({ language, userId }, id) {
      const row = await findPublishedRecipe(db, language, id);
      return row && toRecord(row, canSeeContent(row, await accessOf(db, userId)));
    },
  };
}

/** Reads of every recipe's ingredients a client may make in a minute (a build makes 6). */
const INGREDIENT_KEYS_PER_MINUTE = 30;

/**
 * The public catalogue, one bucket per locale (ARCHITECTURE section 3), in Kinto's records
 * protocol (server/records/engine.ts), plus full-text search (`q`) in the bucket's language.
 */
export function registerRecipeRoutes(app: App) {
  const recipes = recipesCollection(app.db.db, app.config.catalogueCacheMs);
  app.get(
    '/v1/buckets/:bucket/collections/recipes/records',
    {
      ...cacheHooks(recipes),
      schema: {
        tags: ['recipes'],
        summary: 'List, filter and search the published recipes of a locale',
        operationId: 'listRecipes',
        description: `Filters: [lt_|gt_|min_|max_|not_|in_|exclude_|like_|has_|contains_|contains_any_]<field> on ${Object.keys(RECIPE_FIELDS).join(', ')}. _limit defaults to ${RECORDS_PAGE.default}, at most ${RECORDS_PAGE.max}.`,
        params: bucketParamsSchema,
        querystring: recipeListQuerySchema,
        response: { 200: recipeListSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(recipes, request, reply),
  );

  app.get(
    '/v1/buckets/:bucket/collections/recipes/ingredient-keys',
    {
      // A megabyte an answer at 10,000 recipes: kept out of the micro-cache, whose 32 MB it would
      // sweep, and limited per client (a build asks once per language).
      config: { rateLimit: { max: INGREDIENT_KEYS_PER_MINUTE, timeWindow: '1 minute' } },
      // A HEAD would read it all too, with a limit of its own.
      exposeHeadRoute: false,
      schema: {
        tags: ['recipes'],
        summary: 'The ingredient ids of every published recipe of a locale, locked ones too, by recipe id',
        description:
          'What `contains_ingredients` filters on, in one read: the build makes the ingredient pages from it. Its ETag is the collection timestamp.',
        operationId: 'listRecipeIngredientKeys',
        params: bucketParamsSchema,
        response: { 200: recipeIngredientKeysSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.params.bucket);
      // The same for every caller (no locked content in it), so members may have a 304 too.
      const etag = `"${await recipesTimestamp(app.db.db, language)}"`;
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return { data: await publishedIngredientKeys(app.db.db, language) };
    },
  );

  app.get(
    '/v1/buckets/:bucket/collections/recipes/records/:id',
    {
      ...cacheHooks(recipes),
      schema: {
        tags: ['recipes'],
        summary: 'One published recipe of a locale',
        operationId: 'getRecipe',
        params: recordParamsSchema,
        querystring: recordQuerySchema,
        response: { 200: recordOf(recipeFieldsSchema), 304: notModifiedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => readRecord(recipes, request, reply, request.params.id),
  );
}

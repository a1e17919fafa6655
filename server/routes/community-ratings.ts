import { langQuerySchema } from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import {
  communityDietListSchema,
  ratingBodySchema,
  ratingChangeSchema,
  ratingQuerySchema,
  ratingReasonListSchema,
  ratingSchema,
} from '../../src/core/contract/ratings';
import type { TextKey } from '../../src/core/i18n/messages';
import { DIETS, RATING_REASONS } from '../../src/core/rules';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { invalidBody, notFound } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { localeFromLangParam, translatorFor } from '../i18n';
import { isPublishedRecipe } from '../repositories/published-recipes';
import { findUserById } from '../repositories/users';
import { changeRating, rateRecipe, readRating } from '../services/ratings';
import type { App } from '../typed-app';

const BASE = '/v1/community';

/** Ratings a member may write in an hour, on each of POST and PATCH rating. */
export const RATINGS_PER_HOUR = 120;

const recipeNotFound = (id: string) =>
  notFound('Unfortunately this recipe does not exist', { id, resource_name: 'recipe' });

/**
 * Ratings (SPEC section 7, Community: diets, rating-reasons, rating): the localized choice lists,
 * open to all; a member's 1 to 5 stars with reasons, one rating per member and recipe, which
 * needs a confirmed address. The recipe's count and sum move with the rows (migration 021).
 */
export function registerCommunityRatingRoutes(app: App) {
  const { db } = app.db;
  const limit = memberHourlyLimit(RATINGS_PER_HOUR, 'ratings');

  const namesOf = <Id extends string>(
    ids: readonly Id[],
    key: (id: Id) => TextKey,
    query: { lang?: string },
    acceptLanguage: string | undefined,
  ) => {
    const { t } = translatorFor(localeFromLangParam(query.lang, acceptLanguage));
    return { results: ids.map((id) => ({ id, name: t(key(id)) })), next: null };
  };

  app.get(
    `${BASE}/rating-reasons`,
    {
      schema: {
        tags: ['community'],
        operationId: 'listRatingReasons',
        summary: 'The reasons a rating can give, named in the language asked (lang, else Accept-Language)',
        querystring: langQuerySchema,
        response: { 200: ratingReasonListSchema },
      },
    },
    async (request) =>
      namesOf(RATING_REASONS, (id) => `rating.reason.${id}`, request.query, request.headers['accept-language']),
  );

  app.get(
    `${BASE}/diets`,
    {
      schema: {
        tags: ['community'],
        operationId: 'listCommunityDiets',
        summary: 'The diets of the community base, named in the language asked (lang, else Accept-Language)',
        querystring: langQuerySchema,
        response: { 200: communityDietListSchema },
      },
    },
    // The catalogue's diets and names, as GET /v1/recipe-diets has them, in a community list.
    async (request) => namesOf(DIETS, (id) => `diet.${id}`, request.query, request.headers['accept-language']),
  );

  /** Refuses a member whose address is not confirmed yet (403 errno 121: SPEC section 6). */
  const confirmedRater = async (memberId: string) => assertConfirmedAddress(await findUserById(db, memberId), 'rate');

  const existingRecipe = async (id: string) => {
    if (!(await isPublishedRecipe(db, id))) throw recipeNotFound(id);
  };

  app.get(
    `${BASE}/rating`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'getRating',
        summary: 'The caller’s rating of a recipe (stars null when none) with its count and average',
        querystring: ratingQuerySchema,
        response: { 200: ratingSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await existingRecipe(request.query.recipe);
      return readRating(db, request.memberId, request.query.recipe);
    },
  );

  app.post(
    `${BASE}/rating`,
    {
      config: { auth: 'member', ...limit },
      schema: {
        tags: ['community'],
        operationId: 'rateRecipe',
        summary: 'Rates a recipe, 1 to 5 stars with reasons: once per member (409 then: use PATCH)',
        body: ratingBodySchema,
        // 403: the caller's address is not confirmed yet (SPEC section 6).
        response: { 201: ratingSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await confirmedRater(request.memberId);
      await existingRecipe(request.body.recipe);
      const result = await rateRecipe(db, request.memberId, request.body);
      if ('rated' in result) throw invalidBody('recipe', 'You rated this recipe already: change it with PATCH', 409);
      return reply.status(201).send(result.rating);
    },
  );

  app.patch(
    `${BASE}/rating`,
    {
      config: { auth: 'member', ...limit },
      schema: {
        tags: ['community'],
        operationId: 'changeRating',
        summary: 'Changes the caller’s rating of a recipe (its stars, its reasons or both)',
        body: ratingChangeSchema,
        // 404: an unknown recipe, or one the caller has not rated yet (POST first).
        response: { 200: ratingSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await confirmedRater(request.memberId);
      await existingRecipe(request.body.recipe);
      const rating = await changeRating(db, request.memberId, request.body);
      if (!rating)
        throw notFound('You have not rated this recipe yet: rate it with POST', {
          id: request.body.recipe,
          resource_name: 'rating',
        });
      return rating;
    },
  );
}

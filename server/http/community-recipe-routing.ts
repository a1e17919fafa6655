import type { FastifyRequest } from 'fastify';
import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import { communityRecipeSchema } from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { COMMUNITY_RECIPE_LIMITS } from '../../src/core/rules';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { allowed } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';
import { findUserById } from '../repositories/users';
import { readCommunityRecipe } from '../services/community-recipes/recipe-view';
import type { App } from '../typed-app';
import { memberHourlyLimit } from './member-limit';

export const COMMUNITY_RECIPE_TAGS = ['community-recipes'];
/** What a change answers: the whole recipe, or why not. */
export const writtenResponses = { 200: communityRecipeSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
export const createdResponses = { 201: communityRecipeSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * What the community recipe routes share: the answer (the whole recipe as the caller may read
 * it), the hourly limits of edits and pictures, and the confirmed-address check.
 */
export function communityRecipeRouting(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;
  // The caller's session says whether a moderator passed the second factor (drafts need it).
  const whole = (id: string, request: FastifyRequest, lang?: string) =>
    readCommunityRecipe(
      db,
      id,
      { id: request.memberId, secondFactorAt: request.session?.secondFactorAt ?? null },
      publicUrl,
      lang,
    );
  // Pictures cost the image workers: their own hourly limit per member, across covers and steps.
  // Counted in the app's limiters: the route's edit limit is its rate limit, and @fastify/rate-limit
  // runs one limit a request, so a second one there would never count.
  const picturesPerMember = app.limiters('recipe-pictures', COMMUNITY_RECIPE_LIMITS.picturesPerHour, 3_600_000);
  const pictureLimit = async (memberId: string) => {
    if (!(await allowed(picturesPerMember, memberId)))
      throw new ApiError(
        429,
        ERRNO.TOO_MANY_REQUESTS,
        `At most ${COMMUNITY_RECIPE_LIMITS.picturesPerHour} pictures an hour; try again later.`,
      );
  };
  return {
    deps: { db: app.db, images: app.images, imageWork: app.imageWork },
    editLimit: memberHourlyLimit(COMMUNITY_RECIPE_LIMITS.editsPerHour, 'recipe changes'),
    whole,
    pictureLimit,
    /** The pictures and the submission of a draft need a confirmed address (403 errno 121). */
    confirmed: async (memberId: string, action: ConfirmedAddressAction) =>
      assertConfirmedAddress(await findUserById(db, memberId), action),
  };
}

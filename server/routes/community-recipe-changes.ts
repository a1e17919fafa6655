import {
  communityCategoriesBodySchema,
  communityDietsBodySchema,
  communityRecipeDeletedSchema,
  communityRecipeParamsSchema,
  type CommunityRecipePatch,
  communityRecipePatchSchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { invalidBody } from '../errors';
import { COMMUNITY_RECIPE_TAGS, communityRecipeRouting, writtenResponses } from '../http/community-recipe-routing';
import { readUploadedPicture } from '../http/uploaded-picture';
import { deleteCommunityRecipe } from '../services/community-recipes/delete-community-recipe';
import { patchCommunityRecipe } from '../services/community-recipes/patch-community-recipe';
import { setCover } from '../services/community-recipes/recipe-pictures';
import { setCategories } from '../services/community-recipes/set-categories';
import { setDiets } from '../services/community-recipes/set-diets';
import type { App } from '../typed-app';

/** A community recipe's own changes: its fields and status, its cover, categories and diets, its deletion. */
export function registerCommunityRecipeChangeRoutes(app: App) {
  const { db } = app.db;
  const { deps, editLimit, whole, pictureLimit, confirmed } = communityRecipeRouting(app);

  app.patch(
    '/v1/community-recipes/:uuid',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'patchCommunityRecipe',
        summary:
          'Changes fields, moves the status (`submitted`: publish; `private`), or, as multipart, uploads the cover photo',
        description:
          'Publishing checks every rule at once and answers a 400 whose details name every failing field. ' +
          'The cover is a multipart body with one jpg or png file, at most 5 MB, re-encoded.',
        params: communityRecipeParamsSchema,
        body: { content: { 'application/json': { schema: communityRecipePatchSchema } } },
        consumes: ['application/json', 'multipart/form-data'],
        response: { ...writtenResponses, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      if (request.isMultipart()) {
        await confirmed(request.memberId, 'upload');
        await pictureLimit(request.memberId);
        const image = await readUploadedPicture(app.imageWork, request, reply);
        await setCover(deps, uuid, request.memberId, image);
      } else {
        const patch = (request.body ?? {}) as CommunityRecipePatch;
        if (!Object.keys(patch).length) throw invalidBody('body', 'Send at least one field');
        // A draft written before the rule is submitted (made public) only from a confirmed address.
        if (patch.status === 'submitted') await confirmed(request.memberId, 'create');
        await patchCommunityRecipe(db, uuid, request.memberId, patch);
      }
      return whole(uuid, request);
    },
  );

  app.delete(
    '/v1/community-recipes/:uuid',
    {
      config: { auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'deleteCommunityRecipe',
        summary: 'Deletes the author’s recipe, its pieces and pictures, and takes it out of the catalogue',
        params: communityRecipeParamsSchema,
        response: { 200: communityRecipeDeletedSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteCommunityRecipe(deps, request.params.uuid, request.memberId);
      return { uuid: request.params.uuid, deleted: true as const };
    },
  );

  app.patch(
    '/v1/community-recipe-categories/:uuid',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'setCommunityRecipeCategories',
        summary: 'The recipe’s categories in order (the first is its catalogue category)',
        params: communityRecipeParamsSchema,
        body: communityCategoriesBodySchema,
        response: writtenResponses,
      },
    },
    async (request) => {
      await setCategories(db, request.params.uuid, request.memberId, request.body.categories);
      return whole(request.params.uuid, request);
    },
  );

  app.patch(
    '/v1/community-recipe-diets/:uuid',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'setCommunityRecipeDiets',
        summary: 'The diets the recipe suits (`suitable_for_diets`)',
        params: communityRecipeParamsSchema,
        body: communityDietsBodySchema,
        response: writtenResponses,
      },
    },
    async (request) => {
      const { uuid, suitable_for_diets } = request.body;
      if (uuid && uuid !== request.params.uuid) throw invalidBody('uuid', 'It must be the recipe of the path');
      await setDiets(db, request.params.uuid, request.memberId, suitable_for_diets);
      return whole(request.params.uuid, request);
    },
  );
}

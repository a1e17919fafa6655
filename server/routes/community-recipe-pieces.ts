import {
  communityRecipeParamsSchema,
  type CommunityStepPatch,
  communityStepPatchSchema,
  newCommunityIngredientBodySchema,
  newCommunityKitchenwareBodySchema,
  newCommunityStepBodySchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { invalidBody } from '../errors';
import {
  COMMUNITY_RECIPE_TAGS,
  communityRecipeRouting,
  createdResponses,
  writtenResponses,
} from '../http/community-recipe-routing';
import { readUploadedPicture } from '../http/uploaded-picture';
import { addIngredient, addKitchenware, addStep } from '../services/community-recipes/add-pieces';
import { patchStep } from '../services/community-recipes/patch-step';
import { setStepPicture } from '../services/community-recipes/recipe-pictures';
import { removePiece } from '../services/community-recipes/remove-piece';
import type { App } from '../typed-app';

const PIECES = {
  ingredients: 'community_recipe_ingredients',
  kitchenwares: 'community_recipe_kitchenware',
  steps: 'community_recipe_steps',
} as const;

/** A community recipe's pieces: ingredient lines, utensils and steps, added, changed and removed. */
export function registerCommunityRecipePieceRoutes(app: App) {
  const { db } = app.db;
  const { deps, editLimit, whole, pictureLimit, confirmed } = communityRecipeRouting(app);

  app.post(
    '/v1/community-recipe-ingredients',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'addCommunityRecipeIngredient',
        summary: 'Adds an ingredient line: a catalogue ingredient or free text, with its quantity and unit',
        body: newCommunityIngredientBodySchema,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      await addIngredient(db, request.memberId, request.body);
      return reply.status(201).send(await whole(request.body.recipe, request));
    },
  );

  app.post(
    '/v1/community-recipe-kitchenwares',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'addCommunityRecipeKitchenware',
        summary: 'Adds a utensil the recipe needs',
        body: newCommunityKitchenwareBodySchema,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      await addKitchenware(db, request.memberId, request.body);
      return reply.status(201).send(await whole(request.body.recipe, request));
    },
  );

  app.post(
    '/v1/community-recipe-steps',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'addCommunityRecipeStep',
        summary: 'Appends a step (at most 6) with its words and the ingredient lines it uses',
        body: newCommunityStepBodySchema,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      await addStep(db, request.memberId, request.body);
      return reply.status(201).send(await whole(request.body.recipe, request));
    },
  );

  app.patch(
    '/v1/community-recipe-steps/:uuid',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'patchCommunityRecipeStep',
        summary: 'Changes a step’s words, ingredients or place; as a raw multipart body, its picture',
        description:
          'The picture is a multipart body with one jpg or png file (the client sets no content type of its own).',
        params: communityRecipeParamsSchema,
        body: { content: { 'application/json': { schema: communityStepPatchSchema } } },
        consumes: ['application/json', 'multipart/form-data'],
        response: { ...writtenResponses, 503: errorSchema },
      },
    },
    async (request, reply) => {
      let recipeId: string;
      if (request.isMultipart()) {
        await confirmed(request.memberId, 'upload');
        await pictureLimit(request.memberId);
        const image = await readUploadedPicture(app.imageWork, request, reply);
        recipeId = await setStepPicture(deps, request.params.uuid, request.memberId, image);
      } else {
        const patch = (request.body ?? {}) as CommunityStepPatch;
        if (!Object.keys(patch).length) throw invalidBody('body', 'Send at least one field');
        recipeId = await patchStep(db, request.memberId, request.params.uuid, patch);
      }
      return whole(recipeId, request);
    },
  );

  for (const [path, table] of Object.entries(PIECES)) {
    app.delete(
      `/v1/community-recipe-${path}/:uuid`,
      {
        config: { ...editLimit, auth: 'member' },
        schema: {
          tags: COMMUNITY_RECIPE_TAGS,
          operationId: `deleteCommunityRecipe${path.charAt(0).toUpperCase()}${path.slice(1, -1)}`,
          summary: `Removes one of a recipe’s ${path}; answers the whole recipe`,
          params: communityRecipeParamsSchema,
          response: writtenResponses,
        },
      },
      async (request) => {
        const recipeId = await removePiece(deps, request.memberId, table, request.params.uuid);
        return whole(recipeId, request);
      },
    );
  }
}

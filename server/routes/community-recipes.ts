import type { FastifyRequest } from 'fastify';
import {
  type CommunityRecipePatch,
  type CommunityStepPatch,
  communityCategoriesBodySchema,
  communityDietsBodySchema,
  communityRecipeDeletedSchema,
  communityRecipeListQuerySchema,
  communityRecipePageSchema,
  communityRecipeParamsSchema,
  communityRecipePatchSchema,
  communityRecipeQuerySchema,
  communityRecipeSchema,
  communityStepPatchSchema,
  newCommunityIngredientBodySchema,
  newCommunityKitchenwareBodySchema,
  newCommunityRecipeBodySchema,
  newCommunityStepBodySchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { languageOf } from '../../src/core/locales/locales';
import { COMMUNITY_PAGE_SIZE, COMMUNITY_RECIPE_LIMITS } from '../../src/core/rules';
import { createAddressLimiter } from '../auth/limits';
import { ApiError, ERRNO, invalidBody } from '../errors';
import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { memberHourlyLimit } from '../http/member-limit';
import { findUserById } from '../repositories/users';
import { readUploadedPicture } from '../http/uploaded-picture';
import { localeFor, localeFromLangParam } from '../i18n';
import { listOwnRecipes } from '../repositories/community-recipes';
import {
  addIngredient,
  addKitchenware,
  addStep,
  createCommunityRecipe,
  deleteCommunityRecipe,
  patchCommunityRecipe,
  patchStep,
  readCommunityRecipe,
  removePiece,
  setCategories,
  setCover,
  setDiets,
  setStepPicture,
} from '../services/community-recipes';
import { summaryOf } from '../services/community-recipes/recipe-summary';
import type { App } from '../typed-app';
import { cursorPage, decodeCursor, nextPageUrl } from '../http/community-cursor';

const TAGS = ['community-recipes'];
const PIECES = {
  ingredients: 'community_recipe_ingredients',
  kitchenwares: 'community_recipe_kitchenware',
  steps: 'community_recipe_steps',
} as const;

/**
 * Community recipes (SPEC section 7, Community recipes), at the root of /v1 as the SPEC writes
 * them: a member's recipe written piece by piece, saved as they go. Every change answers the whole
 * recipe. Only its author writes it; its author, moderators and its testers read it; anyone else
 * is told it does not exist.
 */
export function registerCommunityRecipeRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;
  const deps = { db: app.db, images: app.images, imageWork: app.imageWork };
  const editLimit = memberHourlyLimit(COMMUNITY_RECIPE_LIMITS.editsPerHour, 'recipe changes');
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
  // Counted in the app's stores: the route's edit limit is its rate limit, and @fastify/rate-limit
  // runs one limit a request, so a second one there would never count.
  const picturesPerMember = createAddressLimiter(
    app.counters('recipe-pictures'),
    COMMUNITY_RECIPE_LIMITS.picturesPerHour,
    3_600_000,
  );
  const pictureLimit = async (memberId: string) => {
    if (!(await picturesPerMember.allow(memberId)))
      throw new ApiError(
        429,
        ERRNO.TOO_MANY_REQUESTS,
        `At most ${COMMUNITY_RECIPE_LIMITS.picturesPerHour} pictures an hour; try again later.`,
      );
  };

  const written = { 200: communityRecipeSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
  /** The pictures and the submission of a draft need a confirmed address (403 errno 121). */
  const confirmed = async (memberId: string, action: ConfirmedAddressAction) =>
    assertConfirmedAddress(await findUserById(db, memberId), action);
  const created = { 201: communityRecipeSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  app.post(
    '/v1/community-recipes',
    {
      config: {
        ...memberHourlyLimit(COMMUNITY_RECIPE_LIMITS.createdPerHour, 'new recipes'),
        auth: 'member',
        confirmed: 'create',
      },
      schema: {
        tags: TAGS,
        operationId: 'createCommunityRecipe',
        summary: 'Starts a recipe (the title modal): a draft in the request’s language, creators terms accepted',
        body: newCommunityRecipeBodySchema,
        // 403 errno 132: the creators terms in force are not accepted yet; 121: the address is not confirmed.
        response: { 201: communityRecipeSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { title, source, language } = request.body;
      const locale = language
        ? localeFromLangParam(language, request.headers['accept-language'])
        : localeFor(request.headers['accept-language']);
      const id = await createCommunityRecipe(db, request.memberId, {
        title,
        source: source ?? 'web',
        language: languageOf(locale),
      });
      return reply.status(201).send(await whole(id, request));
    },
  );

  app.get(
    '/v1/community-recipes',
    {
      config: { auth: 'member' },
      schema: {
        tags: TAGS,
        operationId: 'listCommunityRecipes',
        summary: 'The caller’s own recipes, the latest changed first, by status if asked',
        querystring: communityRecipeListQuerySchema,
        response: { 200: communityRecipePageSchema },
      },
    },
    async (request) => {
      const { cursor, page_size, status } = request.query;
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const rows = await listOwnRecipes(db, request.memberId, {
        status,
        after: cursor ? decodeCursor(cursor) : undefined,
        limit,
      });
      const { page, next } = cursorPage(
        rows,
        limit,
        (row) => ({ at: row.cursor_at, id: row.id }),
        nextPageUrl(`${publicUrl}/v1/community-recipes`, { status, page_size }),
      );
      return { results: page.map((row) => summaryOf(row, publicUrl)), next };
    },
  );

  app.get(
    '/v1/community-recipes/:uuid',
    {
      config: { auth: 'member' },
      schema: {
        tags: TAGS,
        operationId: 'getCommunityRecipe',
        summary: 'One recipe, for its author, moderators and its testers (`lang`: names of catalogue ingredients)',
        params: communityRecipeParamsSchema,
        querystring: communityRecipeQuerySchema,
        response: { 200: communityRecipeSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const language = lang ? languageOf(localeFromLangParam(lang, undefined)) : undefined;
      return whole(request.params.uuid, request, language);
    },
  );

  app.patch(
    '/v1/community-recipes/:uuid',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: TAGS,
        operationId: 'patchCommunityRecipe',
        summary:
          'Changes fields, moves the status (`submitted`: publish; `private`), or, as multipart, uploads the cover photo',
        description:
          'Publishing checks every rule at once and answers a 400 whose details name every failing field. ' +
          'The cover is a multipart body with one jpg or png file, at most 5 MB, re-encoded.',
        params: communityRecipeParamsSchema,
        body: { content: { 'application/json': { schema: communityRecipePatchSchema } } },
        consumes: ['application/json', 'multipart/form-data'],
        response: { ...written, 503: errorSchema },
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
        tags: TAGS,
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
        tags: TAGS,
        operationId: 'setCommunityRecipeCategories',
        summary: 'The recipe’s categories in order (the first is its catalogue category)',
        params: communityRecipeParamsSchema,
        body: communityCategoriesBodySchema,
        response: written,
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
        tags: TAGS,
        operationId: 'setCommunityRecipeDiets',
        summary: 'The diets the recipe suits (`suitable_for_diets`)',
        params: communityRecipeParamsSchema,
        body: communityDietsBodySchema,
        response: written,
      },
    },
    async (request) => {
      const { uuid, suitable_for_diets } = request.body;
      if (uuid && uuid !== request.params.uuid) throw invalidBody('uuid', 'It must be the recipe of the path');
      await setDiets(db, request.params.uuid, request.memberId, suitable_for_diets);
      return whole(request.params.uuid, request);
    },
  );

  app.post(
    '/v1/community-recipe-ingredients',
    {
      config: { ...editLimit, auth: 'member' },
      schema: {
        tags: TAGS,
        operationId: 'addCommunityRecipeIngredient',
        summary: 'Adds an ingredient line: a catalogue ingredient or free text, with its quantity and unit',
        body: newCommunityIngredientBodySchema,
        response: created,
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
        tags: TAGS,
        operationId: 'addCommunityRecipeKitchenware',
        summary: 'Adds a utensil the recipe needs',
        body: newCommunityKitchenwareBodySchema,
        response: created,
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
        tags: TAGS,
        operationId: 'addCommunityRecipeStep',
        summary: 'Appends a step (at most 6) with its words and the ingredient lines it uses',
        body: newCommunityStepBodySchema,
        response: created,
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
        tags: TAGS,
        operationId: 'patchCommunityRecipeStep',
        summary: 'Changes a step’s words, ingredients or place; as a raw multipart body, its picture',
        description:
          'The picture is a multipart body with one jpg or png file (the client sets no content type of its own).',
        params: communityRecipeParamsSchema,
        body: { content: { 'application/json': { schema: communityStepPatchSchema } } },
        consumes: ['application/json', 'multipart/form-data'],
        response: { ...written, 503: errorSchema },
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
          tags: TAGS,
          operationId: `deleteCommunityRecipe${path.charAt(0).toUpperCase()}${path.slice(1, -1)}`,
          summary: `Removes one of a recipe’s ${path}; answers the whole recipe`,
          params: communityRecipeParamsSchema,
          response: written,
        },
      },
      async (request) => {
        const recipeId = await removePiece(deps, request.memberId, table, request.params.uuid);
        return whole(recipeId, request);
      },
    );
  }
}

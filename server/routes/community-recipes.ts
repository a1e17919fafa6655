import {
  communityRecipeListQuerySchema,
  communityRecipePageSchema,
  communityRecipeParamsSchema,
  communityRecipeQuerySchema,
  communityRecipeSchema,
  newCommunityRecipeBodySchema,
} from '../../src/core/contract/community-recipes';
import { errorSchema } from '../../src/core/contract/errors';
import { languageOf } from '../../src/core/locales/locales';
import { COMMUNITY_RECIPE_LIMITS } from '../../src/core/rules';
import { communityPage, nextPageUrl } from '../http/community-cursor';
import { COMMUNITY_RECIPE_TAGS, communityRecipeRouting } from '../http/community-recipe-routing';
import { memberHourlyLimit } from '../http/member-limit';
import { localeFor, localeFromLangParam } from '../i18n';
import { listOwnRecipes } from '../repositories/community-recipe-lists';
import { createCommunityRecipe } from '../services/community-recipes/create-community-recipe';
import { summaryLines } from '../services/community-recipes/recipe-summary';
import type { App } from '../typed-app';

/**
 * Community recipes (SPEC section 7, Community recipes), at the root of /v1 as the SPEC writes
 * them: a member's recipe written piece by piece, saved as they go. Every change answers the whole
 * recipe. Only its author writes it; its author, moderators and its testers read it; anyone else
 * is told it does not exist. Here: starting one, the caller's list, reading one.
 */
export function registerCommunityRecipeRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;
  const { whole } = communityRecipeRouting(app);

  app.post(
    '/v1/community-recipes',
    {
      config: {
        ...memberHourlyLimit(COMMUNITY_RECIPE_LIMITS.createdPerHour, 'new recipes'),
        auth: 'member',
        confirmed: 'create',
      },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
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
        tags: COMMUNITY_RECIPE_TAGS,
        operationId: 'listCommunityRecipes',
        summary: 'The caller’s own recipes, the latest changed first, by status if asked',
        querystring: communityRecipeListQuerySchema,
        response: { 200: communityRecipePageSchema },
      },
    },
    async (request) => {
      const { page_size, status } = request.query;
      return communityPage(request.query, {
        read: (page) => listOwnRecipes(db, request.memberId, { status, ...page }),
        nextUrl: nextPageUrl(`${publicUrl}/v1/community-recipes`, { status, page_size }),
        ...summaryLines(publicUrl),
      });
    },
  );

  app.get(
    '/v1/community-recipes/:uuid',
    {
      config: { auth: 'member' },
      schema: {
        tags: COMMUNITY_RECIPE_TAGS,
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
}

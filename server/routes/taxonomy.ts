import { langQuerySchema } from '../../src/core/contract/accounts';
import { TERM_KINDS, type TermKind, dietListSchema, termListSchema } from '../../src/core/contract/taxonomy';
import { DIETS } from '../../src/core/rules';
import { LANG_PARAM_VALUES, languageFromLangParam, localeFromLangParam, translatorFor } from '../i18n';
import { listTerms } from '../repositories/taxonomy';
import type { App } from '../typed-app';

const OPERATIONS: Record<TermKind, string> = {
  'recipe-categories': 'listRecipeCategories',
  'recipe-origins': 'listRecipeOrigins',
  ingredients: 'listIngredients',
};

/**
 * The localized names (and page slugs) of categories, origins and ingredients, by ?lang; and the
 * diets, whose names are in the locale catalogues rather than the database.
 */
export function registerTaxonomyRoutes(app: App) {
  const { db } = app.db;
  for (const [path, kind] of Object.entries(TERM_KINDS) as [TermKind, (typeof TERM_KINDS)[TermKind]][]) {
    app.get(
      `/v1/${path}`,
      {
        schema: {
          tags: ['taxonomy'],
          summary: `The ${kind} names of a language, alphabetical`,
          operationId: OPERATIONS[path],
          querystring: langQuerySchema,
          response: { 200: termListSchema },
        },
      },
      async (request) => {
        const language = languageFromLangParam(request.query.lang, request.headers['accept-language']);
        return { data: await listTerms(db, kind, language) };
      },
    );
  }

  app.get(
    '/v1/recipe-diets',
    {
      schema: {
        tags: ['recipes'],
        summary: 'The diets a recipe can carry, named in the language asked (lang, else Accept-Language)',
        operationId: 'listRecipeDiets',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: { type: 'string', enum: LANG_PARAM_VALUES } },
        },
        response: { 200: dietListSchema },
      },
    },
    async (request) => {
      const { t } = translatorFor(localeFromLangParam(request.query.lang, request.headers['accept-language']));
      return { data: DIETS.map((id) => ({ id, name: t(`diet.${id}`) })) };
    },
  );
}

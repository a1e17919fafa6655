import { langQuerySchema } from '../../src/core/contract/accounts';
import { TERM_KINDS, type TermKind, termListSchema } from '../../src/core/contract/taxonomy';
import { languageFromLangParam } from '../i18n';
import { listTerms } from '../repositories/taxonomy';
import type { App } from '../typed-app';

const OPERATIONS: Record<TermKind, string> = {
  'recipe-categories': 'listRecipeCategories',
  'recipe-origins': 'listRecipeOrigins',
  ingredients: 'listIngredients',
};

/** The localized names (and page slugs) of categories, origins and ingredients, by ?lang. */
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
}

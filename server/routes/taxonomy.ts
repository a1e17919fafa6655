import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../src/core/locales/locales';
import type { ApiContext } from '../context';
import { LANG_PARAM_VALUES, localeFromLangParam } from '../i18n';
import { errorResponses } from './schemas';

const KINDS = { 'recipe-categories': 'category', 'recipe-origins': 'origin', ingredients: 'ingredient' } as const;

const termList = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' } } },
    },
  },
} as const;

/** The localized names (and page slugs) of categories, origins and ingredients, by ?lang. */
export function registerTaxonomyRoutes(app: FastifyInstance, ctx: ApiContext) {
  for (const [path, kind] of Object.entries(KINDS)) {
    app.get<{ Querystring: { lang?: string } }>(
      `/v1/${path}`,
      {
        schema: {
          tags: ['recipes'],
          summary: `The ${kind} names of a language, alphabetical`,
          querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: LANG_PARAM_VALUES } } },
          response: { 200: termList, ...errorResponses },
        },
      },
      async (request) => {
        const language = languageOf(localeFromLangParam(request.query.lang, request.headers['accept-language']));
        const rows = await ctx.db.db
          .selectFrom('taxonomy_terms')
          .select(['key as id', 'name', 'slug'])
          .where('kind', '=', kind)
          .where('language', '=', language)
          .orderBy('name')
          .execute();
        return { data: rows };
      },
    );
  }
}

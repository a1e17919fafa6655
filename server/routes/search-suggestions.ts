import { suggestionsQuerySchema, suggestionsSchema } from '../../src/core/contract/search-suggestions';
import { languageFromLangParam } from '../i18n';
import { suggestionsFor } from '../services/search-suggestions';
import type { App } from '../typed-app';

/** Suggestions a client may ask for in a minute: a fast typist pausing at every other key. */
export const SUGGESTIONS_PER_MINUTE = 300;

/** The search box's suggestions, typed as visitors type (issue 17). */
export function registerSearchSuggestionRoutes(app: App) {
  app.get(
    '/v1/search-suggestions',
    {
      config: { rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipes'],
        operationId: 'searchSuggestions',
        summary:
          'Recipes, ingredients, categories and creators for the text typed so far, and the query with its typos corrected',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromLangParam(request.query.lang, request.headers['accept-language']);
      // Creators blocked either way are left out for a member: only a visitor's answer is shared.
      reply.header('Cache-Control', request.userId ? 'private, no-store' : 'public, max-age=60');
      // Without ?lang the language is the header's: a shared cache must keep one answer per language.
      reply.header('Vary', 'Accept-Language');
      return suggestionsFor(app.db.db, {
        language,
        q: request.query.q,
        viewerId: request.userId,
        publicUrl: app.config.publicUrl,
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES, type Language, localesOfLanguage } from '../../src/core/locales/locales';
import { reservedCategorySlugs } from '../../src/core/site/filter-pages';
import { requireRole } from '../auth/require-role';
import { securityEvent } from '../auth/security-events';
import type { ApiContext } from '../context';
import { unlessTaken } from '../db/unique-violation';
import { translatorFor } from '../i18n';
import { type TermRow, findTermClashes, insertTerm } from '../repositories/taxonomy';
import { invalidBody } from './account';
import { errorResponses } from './schemas';

const name = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;

const categoryInput = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'names'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
    // A name in every content language: every locale's category page shows one.
    names: { type: 'object', additionalProperties: false, required: [...LANGUAGES], properties: Object.fromEntries(LANGUAGES.map((language) => [language, name])) },
  },
} as const;

const categoryRecord = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        names: { type: 'object', additionalProperties: { type: 'string' } },
        slugs: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

/** Words a category may not take in a language: any of its locales' diet pages and filter words. */
const reservedIn = (language: Language) => new Set(localesOfLanguage(language).flatMap((locale) => reservedCategorySlugs(locale, translatorFor(locale).t)));

/**
 * Staff add a recipe category (names in every language, slugs made from them); its page under `c`
 * opens at once through the category fallback route, before the next build makes it static.
 */
export function registerCategoryPublishingRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.post<{ Body: { data: { id: string; names: Record<Language, string> } } }>(
    '/v1/recipe-categories',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Add a recipe category in every language (staff only)',
        body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: categoryInput } },
        response: { 201: categoryRecord, 401: errorResponses[400], 403: errorResponses[400], 409: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      // Staff by explicit role and a second factor on this session; never by address or badge.
      const userId = await requireRole(request, 'staff', ctx.db.db);
      const { id, names } = request.body.data;
      const rows: TermRow[] = LANGUAGES.map((language) => ({ key: id, language, name: names[language].trim(), slug: slugify(names[language]) }));
      for (const row of rows) {
        if (!row.slug) throw invalidBody(`data.names.${row.language}`, 'The name needs a letter or a digit for its page address');
        if (reservedIn(row.language as Language).has(row.slug)) throw invalidBody(`data.names.${row.language}`, 'A diet or filter page already uses this address');
      }
      const taken = () => invalidBody('data.id', 'Another category already uses this id or name', 409);
      await ctx.db.db.transaction().execute(async (trx) => {
        const [clash] = await findTermClashes(trx, 'category', id, rows);
        if (clash) throw clash.key === id ? taken() : invalidBody(`data.names.${clash.language}`, 'Another category of this language already uses this name', 409);
        await unlessTaken(unlessTaken(insertTerm(trx, 'category', rows), 'taxonomy_terms_pkey', taken), 'taxonomy_terms_slug_key', taken);
      });
      securityEvent(request, 'staff.category_created', { user_id: userId, category_id: id });
      const pick = (field: 'name' | 'slug') => Object.fromEntries(rows.map((row) => [row.language, row[field]]));
      return reply.status(201).send({ data: { id, names: pick('name'), slugs: pick('slug') } });
    },
  );
}

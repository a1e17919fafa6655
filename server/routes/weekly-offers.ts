import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../src/core/locales/locales';
import { requireUser } from '../auth/authenticate';
import { requireRole } from '../auth/require-role';
import type { ApiContext } from '../context';
import { localeFor } from '../i18n';
import { currentOffer, recipeLinks } from '../repositories/weekly-offers';
import { runWeeklyOffers } from '../services/weekly-offers';
import { memberErrorResponses } from './schemas';

const offeredRecipeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    url_slug: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    vertical: { type: 'string' },
    total_time: { type: 'integer' },
    difficulty: { type: 'string' },
    access_mode: { type: 'string' },
    has_video: { type: 'boolean' },
    palette: { type: 'array', items: { type: 'string' } },
    web_cover_thumbnail: { type: ['string', 'null'] },
  },
  required: ['id', 'url_slug', 'title'],
} as const;

const offerSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        week: { type: ['string', 'null'], description: 'The Monday (UTC) the offer week starts, YYYY-MM-DD; null without an offer' },
        ends_at: { type: ['string', 'null'], format: 'date-time' },
        recipes: { type: 'array', items: offeredRecipeSchema },
      },
      required: ['week', 'ends_at', 'recipes'],
    },
  },
  required: ['data'],
} as const;

const runSchema = {
  type: 'object',
  properties: {
    data: { type: 'object', properties: { offered: { type: 'integer' }, mailed: { type: 'integer' }, failed: { type: 'integer' } }, required: ['offered', 'mailed', 'failed'] },
  },
  required: ['data'],
} as const;

/**
 * The weekly offer of 2 exclusive recipes (SPEC sections 1 and 9): the caller's recipes of this
 * week, in the language of the request; and a staff trigger of the job the server otherwise runs
 * every 15 minutes (server/jobs/weekly-offers.ts).
 */
export function registerWeeklyOfferRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;

  app.get(
    '/v1/weekly-offer',
    {
      schema: {
        tags: ['recipes'],
        summary: "The caller's exclusive recipes of this week, unlocked for them until the week ends",
        response: { 200: offerSchema, ...memberErrorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      const offer = await currentOffer(db, userId, new Date());
      if (!offer) return { data: { week: null, ends_at: null, recipes: [] } };
      const language = languageOf(localeFor(request.headers['accept-language']));
      const recipes = await recipeLinks(db, offer.recipe_ids, language);
      return { data: { week: offer.week, ends_at: new Date(offer.ends_at).toISOString(), recipes } };
    },
  );

  app.post(
    '/v1/weekly-offers/run',
    {
      schema: {
        tags: ['recipes'],
        summary: "Staff: run the weekly offer now (this week's offers, then their mails); each member and week is still done once",
        response: { 200: runSchema, ...memberErrorResponses },
      },
    },
    async (request) => {
      await requireRole(request, 'staff', db);
      return { data: await runWeeklyOffers({ db, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, new Date()) };
    },
  );
}

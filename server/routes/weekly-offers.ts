import { weeklyOfferResponseSchema, weeklyOfferRunResponseSchema } from '../../src/core/contract/weekly-offers';
import { languageOf } from '../../src/core/locales/locales';
import { localeFor } from '../i18n';
import { currentWeeklyOffer, runWeeklyOffers } from '../services/weekly-offers';
import type { App } from '../typed-app';

/**
 * The weekly offer of 2 exclusive recipes (SPEC sections 1 and 9): the caller's recipes of this
 * week, in the language of the request; and a staff trigger of the job the server otherwise runs
 * every 15 minutes (server/jobs/weekly-offers.ts).
 */
export function registerWeeklyOfferRoutes(app: App) {
  const { db } = app.db;

  app.get(
    '/v1/weekly-offer',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['recipes'],
        summary: "The caller's exclusive recipes of this week, unlocked for them until the week ends",
        operationId: 'getWeeklyOffer',
        response: { 200: weeklyOfferResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const language = languageOf(localeFor(request.headers['accept-language']));
      return { data: await currentWeeklyOffer(db, request.memberId, language, new Date()) };
    },
  );

  app.post(
    '/v1/weekly-offers/run',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['recipes'],
        summary:
          "Staff: run the weekly offer now (this week's offers, then their mails); each member and week is still done once",
        operationId: 'runWeeklyOffers',
        response: { 200: weeklyOfferRunResponseSchema },
      },
    },
    async () => ({
      data: await runWeeklyOffers({ db, mailer: app.mailer, publicUrl: app.config.publicUrl }, new Date()),
    }),
  );
}

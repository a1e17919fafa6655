import { langQuerySchema } from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { workshopListSchema, workshopParamsSchema, workshopSchema } from '../../src/core/contract/workshops';
import type { FastifyRequest } from 'fastify';
import { allowed, clientKey } from '../auth/limits';
import { ApiError, ERRNO } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { languageFromLangParam } from '../i18n';
import {
  bookPlace,
  cancelPlace,
  listWorkshopsFor,
  runWorkshopJobs,
  stopWaiting,
  waitForPlace,
  workshopFor,
} from '../services/workshops';
import type { App } from '../typed-app';

/** Bookings, withdrawals and waiting-list changes a member may make in an hour. */
export const WORKSHOP_CHANGES_PER_HOUR = 60;
/**
 * Places booked in a day: per member, and per client (the global limiter's key: an IPv6 client
 * is its /64), so a handful of confirmed accounts on one machine cannot fill a class (12 places)
 * either. A household or an office booking together stays well under it.
 */
export const WORKSHOP_BOOKINGS_PER_DAY = { member: 6, client: 10 } as const;
const DAY_MS = 86_400_000;

/**
 * Workshops, the cooking classes (SPEC sections 1, 3 and 4 Workshop): anyone reads them in a
 * language; a member books a place or gives it back, and asks to be told when booking opens or a
 * place frees up. Every change answers the workshop as the member now sees it.
 */
export function registerWorkshopRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;
  /** A freed place is told to the first member waiting now, not at the next tick of the schedule. */
  const tellSoon = () => {
    runWorkshopJobs({ db, mailer: app.mailer, publicUrl }, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'workshop jobs failed'),
    );
  };

  app.get(
    '/v1/workshops',
    {
      schema: {
        tags: ['workshops'],
        operationId: 'listWorkshops',
        summary: 'The workshops with words in a language, soonest first, with places left and the caller’s place',
        querystring: langQuerySchema,
        response: { 200: workshopListSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromLangParam(request.query.lang, request.headers['accept-language']);
      // Places change by the minute and a member's answer is theirs.
      reply.header('Cache-Control', 'private, no-cache');
      return { data: await listWorkshopsFor(db, language, request.userId, new Date(), publicUrl) };
    },
  );

  app.get(
    '/v1/workshops/:id',
    {
      schema: {
        tags: ['workshops'],
        operationId: 'getWorkshop',
        summary: 'One workshop in a language, with its places left and the caller’s place',
        params: workshopParamsSchema,
        querystring: langQuerySchema,
        response: { 200: workshopSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromLangParam(request.query.lang, request.headers['accept-language']);
      reply.header('Cache-Control', 'private, no-cache');
      return workshopFor(db, request.params.id, language, request.userId, new Date(), publicUrl);
    },
  );

  // Counted in the app's own limiters (per kind, shared through Redis when set), not the route's
  // rate limit: @fastify/rate-limit runs one limit per request, and the route has its own.
  const perMember = app.limiters('booking-member', WORKSHOP_BOOKINGS_PER_DAY.member, DAY_MS);
  const perClient = app.limiters('booking-client', WORKSHOP_BOOKINGS_PER_DAY.client, DAY_MS);
  const bookingLimits = async (request: FastifyRequest) => {
    const [member, client] = await Promise.all([
      allowed(perMember, request.memberId),
      allowed(perClient, clientKey(request)),
    ]);
    if (!member || !client)
      throw new ApiError(
        429,
        ERRNO.TOO_MANY_REQUESTS,
        `At most ${WORKSHOP_BOOKINGS_PER_DAY[member ? 'client' : 'member']} places booked a day ${member ? 'from one connection' : 'per member'}; try again tomorrow.`,
      );
  };

  const change = (
    method: 'PUT' | 'DELETE',
    what: 'booking' | 'notification',
    operationId: string,
    summary: string,
    act: (id: string, userId: string, now: Date) => Promise<void>,
  ) =>
    app.route({
      method,
      url: `/v1/workshops/:id/${what}`,
      config: {
        auth: 'member',
        // Booking a place, or a turn on the waiting list, takes something scarce (src/core's rule).
        ...(method === 'PUT' ? { confirmed: 'book' as const } : {}),
        ...memberHourlyLimit(WORKSHOP_CHANGES_PER_HOUR, 'workshop changes'),
      },
      ...(method === 'PUT' && what === 'booking' ? { preHandler: bookingLimits } : {}),
      schema: {
        tags: ['workshops'],
        operationId,
        summary,
        params: workshopParamsSchema,
        querystring: langQuerySchema,
        response: { 200: workshopSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      handler: async (request) => {
        const { id } = request.params;
        const { lang } = request.query;
        await act(id, request.memberId, new Date());
        const language = languageFromLangParam(lang, request.headers['accept-language']);
        return workshopFor(db, id, language, request.memberId, new Date(), publicUrl);
      },
    });

  change(
    'PUT',
    'booking',
    'bookWorkshop',
    'Book a place (409 errno 134 when full, 133 when closed or not open yet)',
    (id, userId, now) => bookPlace(db, id, userId, now),
  );
  change(
    'DELETE',
    'booking',
    'cancelWorkshopBooking',
    'Give one’s place back; the first member waiting is told',
    async (id, userId, now) => {
      await cancelPlace(db, id, userId, now);
      tellSoon();
    },
  );
  change(
    'PUT',
    'notification',
    'notifyWorkshop',
    'Be told when booking opens or a place frees up (only while none can be booked)',
    (id, userId, now) => waitForPlace(db, id, userId, now),
  );
  change('DELETE', 'notification', 'stopNotifyingWorkshop', 'No longer be told', (id, userId) =>
    stopWaiting(db, id, userId),
  );
}

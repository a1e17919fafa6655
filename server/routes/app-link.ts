import { appLinkBodySchema, appLinkResultSchema } from '../../src/core/contract/app-link';
import { errorSchema } from '../../src/core/contract/errors';
import { securityEvent } from '../auth/security-events';
import { clientHourlyLimit } from '../http/member-limit';
import { textTheApp } from '../services/text-the-app';
import type { App } from '../typed-app';

/** Texts one client (an IPv6 client is its /64) may ask for in an hour, signed in or not. */
export const APP_LINKS_PER_HOUR = 5;

/**
 * Text-the-app (SPEC section 2): the app's download link by text message to a mobile number,
 * written to the SMS outbox (no SMS provider here), limited per client, per number, per country
 * and in all (the README says what a real provider must be set up with first).
 */
export function registerAppLinkRoutes(app: App) {
  app.post(
    '/v1/app-link/sms',
    {
      config: clientHourlyLimit(APP_LINKS_PER_HOUR, 'text messages'),
      schema: {
        tags: ['app'],
        operationId: 'textTheApp',
        summary: 'Text the app’s download link to a mobile number (the number is named back masked)',
        body: appLinkBodySchema,
        // 400: no mobile number, or not one of the sites' countries (errno 137); 429: too many for
        // this client or number, or the day's texts are spent (errno 138, with Retry-After).
        response: { 202: appLinkResultSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { sentTo, spent } = await textTheApp(app.db.db, request.body, app.config.publicUrl, new Date());
      for (const budget of spent) securityEvent(request, 'sms.budget_reached', { ...budget });
      return reply.status(202).send({ sent_to: sentTo });
    },
  );
}

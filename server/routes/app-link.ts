import { appLinkBodySchema, appLinkResultSchema } from '../../src/core/contract/app-link';
import { errorSchema } from '../../src/core/contract/errors';
import { memberHourlyLimit } from '../http/member-limit';
import { textTheApp } from '../services/text-the-app';
import type { App } from '../typed-app';

/** Texts one address (or member) may ask for in an hour. */
export const APP_LINKS_PER_HOUR = 5;

/**
 * Text-the-app (SPEC section 2): the app's download link by text message to a mobile number,
 * written to the SMS outbox (no SMS provider here), limited per address and per number.
 */
export function registerAppLinkRoutes(app: App) {
  app.post(
    '/v1/app-link/sms',
    {
      config: memberHourlyLimit(APP_LINKS_PER_HOUR, 'text messages'),
      schema: {
        tags: ['app'],
        operationId: 'textTheApp',
        summary: 'Text the app’s download link to a mobile number (the number is named back masked)',
        body: appLinkBodySchema,
        response: { 202: appLinkResultSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const sentTo = await textTheApp(app.db.db, request.body, app.config.publicUrl, new Date());
      return reply.status(202).send({ sent_to: sentTo });
    },
  );
}

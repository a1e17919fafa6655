import { messageResponseSchema } from '../../src/core/contract/accounts';
import { newsletterConfirmBodySchema, newsletterSignupBodySchema } from '../../src/core/contract/newsletter';
import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import { DEFAULT_LOCALE } from '../../src/core/locales/locales';
import { invalidBody } from '../errors';
import { confirmNewsletterKey, startNewsletterSignup } from '../services/newsletter';
import type { App } from '../typed-app';

/** The same answer whether the address was new, waiting for its link, or already confirmed. */
const SIGNED_UP = { message: 'If this address is not subscribed yet, a confirmation link is on its way.' };

/**
 * The form service the footer posts to when no e-mail marketing service is configured (SPEC
 * section 7, the form-post variant): form-urlencoded or JSON {email, locale}; 202 like the service.
 * Double opt-in: an address is subscribed once its owner opens the mailed link.
 */
export function registerNewsletterRoutes(app: App) {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  // Its own scope: only these routes read HTML form bodies.
  void app.register(async (scope: App) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(
      '/v1/newsletter',
      {
        config: { rateLimit },
        schema: {
          tags: ['newsletter'],
          summary: 'Sign an address up; it is subscribed once the mailed link is opened',
          operationId: 'signUpForNewsletter',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: newsletterSignupBodySchema,
          response: { 202: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.email);
        if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
        await startNewsletterSignup(app, email, request.body.locale ?? DEFAULT_LOCALE, new Date());
        return reply.code(202).send(SIGNED_UP);
      },
    );
    scope.post(
      '/v1/newsletter/confirm',
      {
        config: { rateLimit },
        schema: {
          tags: ['newsletter'],
          summary: 'Confirm a newsletter sign-up with the key of its mailed link',
          operationId: 'confirmNewsletter',
          body: newsletterConfirmBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        if (!(await confirmNewsletterKey(app, request.body.key, new Date())))
          throw invalidBody('key', 'This confirmation link is not valid');
        return { message: 'Subscribed' };
      },
    );
  });
}

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import { LOCALES, type Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { hashSecret, newSecret } from '../auth/secrets';
import type { ApiContext } from '../context';
import { translatorFor } from '../i18n';
import { confirmNewsletter, signUpForNewsletter } from '../repositories/newsletter';
import { authRateLimit, invalidBody } from './account';
import { messageResponse } from './account-schemas';
import { errorResponses } from './schemas';

/** The same answer whether the address was new, waiting for its link, or already confirmed. */
const SIGNED_UP = { message: 'If this address is not subscribed yet, a confirmation link is on its way.' };

/**
 * The confirmation link opens the account validation page: the site's page for e-mailed keys, in
 * every locale's words, noindex, sent without a referrer, and `key` is a parameter the logs redact.
 * With `key` and no `auth_id`, the page confirms a newsletter sign-up.
 */
export function newsletterConfirmLink(publicUrl: string, locale: Locale, key: string): string {
  return `${publicUrl}${routeTo(locale, 'validation')}?key=${key}`;
}

function composeConfirmation(locale: Locale, link: string) {
  const { t } = translatorFor(locale);
  return { subject: t('email.newsletter.subject'), text: `${t('email.newsletter.body', { link })}\n\n${t('email.signature')}` };
}

/**
 * The form service the footer posts to when no e-mail marketing service is configured (SPEC
 * section 7, the form-post variant): form-urlencoded or JSON {email, locale}; 202 like the service.
 * Double opt-in: an address is subscribed once its owner opens the mailed link.
 */
export function newsletterRoutes(ctx: ApiContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Only this route reads HTML form bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.post<{ Body: { email: string; locale?: Locale } }>(
      '/v1/newsletter',
      {
        config: authRateLimit(ctx),
        schema: {
          tags: ['newsletter'],
          summary: 'Sign an address up; it is subscribed once the mailed link is opened',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', maxLength: 254 }, locale: { type: 'string', enum: [...LOCALES] } } },
          response: { 202: messageResponse, ...errorResponses, 429: errorResponses[400] },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.email);
        if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
        const locale = request.body.locale ?? 'en-us';
        const key = newSecret();
        if (await signUpForNewsletter(ctx.db.db, email, locale, hashSecret(key), new Date())) {
          await ctx.mailer.send({ to: email, kind: 'newsletter', ...composeConfirmation(locale, newsletterConfirmLink(ctx.publicUrl, locale, key)) });
        }
        return reply.code(202).send(SIGNED_UP);
      },
    );
    app.post<{ Body: { key: string } }>(
      '/v1/newsletter/confirm',
      {
        config: authRateLimit(ctx),
        schema: {
          tags: ['newsletter'],
          summary: 'Confirm a newsletter sign-up with the key of its mailed link',
          body: { type: 'object', additionalProperties: false, required: ['key'], properties: { key: { type: 'string', minLength: 10, maxLength: 100 } } },
          response: { 200: messageResponse, ...errorResponses, 429: errorResponses[400] },
        },
      },
      async (request) => {
        if (!(await confirmNewsletter(ctx.db.db, hashSecret(request.body.key), new Date()))) throw invalidBody('key', 'This confirmation link is not valid');
        return { message: 'Subscribed' };
      },
    );
  };
}

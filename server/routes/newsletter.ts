import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import { LOCALES } from '../../src/core/locales/locales';
import type { ApiContext } from '../context';
import { authRateLimit, invalidBody } from './account';
import { messageResponse } from './account-schemas';
import { errorResponses } from './schemas';

/**
 * The form service the footer posts to when no e-mail marketing service is configured (SPEC
 * section 7, the form-post variant): form-urlencoded or JSON {email, locale}; 202 like the service.
 */
export function newsletterRoutes(ctx: ApiContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Only this route reads HTML form bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.post<{ Body: { email: string; locale?: string } }>(
      '/v1/newsletter',
      {
        config: authRateLimit(ctx),
        schema: {
          tags: ['newsletter'],
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', maxLength: 254 }, locale: { type: 'string', enum: [...LOCALES] } } },
          response: { 202: messageResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.email);
        if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
        await ctx.db.db
          .insertInto('newsletter_signups')
          .values({ email, locale: request.body.locale ?? 'en-us' })
          .onConflict((oc) => oc.column('email').doUpdateSet({ locale: request.body.locale ?? 'en-us' }))
          .execute();
        return reply.code(202).send({ message: 'Subscribed' });
      },
    );
  };
}

import type {} from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';

import { routeTo } from '../../src/core/locales/routes';
import { requireRecentPassword, requireUser } from '../auth/authenticate';
import { hashSecret, newSecret } from '../auth/secrets';
import type { ApiContext } from '../context';
import { ApiError, ERRNO } from '../errors';
import { LANG_PARAM_VALUES, localeFor, localeFromLangParam, translatorFor } from '../i18n';
import { liveSubscription } from '../billing/subscriptions';
import { unlessTaken } from '../db/unique-violation';
import { ImageRejected, normalizeUpload } from '../images/process-image';
import { deleteUser, findUserByEmail, findUserById, updateUser } from '../repositories/users';
import { revokeUserTokens } from '../repositories/tokens';
import { profileOf } from '../services/profile';
import { USER_TAGS, emailField, messageResponse, profilePatchSchema, profileSchema } from './account-schemas';
import { authRateLimit, composeChangeMail, emailTaken, invalidBody } from './account';
import { errorResponses } from './schemas';

const profileResponse = { 200: { type: 'object', properties: { data: profileSchema }, required: ['data'] }, 401: errorResponses[400], ...errorResponses };

const usernameTaken = () => invalidBody('data.username', 'This username is already taken', 409);

async function currentUser(ctx: ApiContext, userId: string) {
  const user = await findUserById(ctx.db.db, userId);
  if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
  return user;
}

/** Profile, picture, e-mail change and account deletion of the calling member. */
export function registerProfileRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;

  app.get('/v1/profile', { schema: { tags: ['profile'], response: profileResponse } }, async (request) => ({
    data: await profileOf(db, await currentUser(ctx, requireUser(request)), ctx.publicUrl),
  }));

  app.patch<{ Body: { data: Record<string, unknown> } }>(
    '/v1/profile',
    { schema: { tags: ['profile'], body: profilePatchSchema, response: profileResponse } },
    async (request) => {
      const userId = requireUser(request);
      // The unique index (migration 012) decides who holds a username, races included.
      const user = await unlessTaken(updateUser(db, userId, request.body.data), 'users_username_key', usernameTaken);
      return { data: await profileOf(db, user, ctx.publicUrl) };
    },
  );

  app.post(
    '/v1/profile/picture',
    { schema: { tags: ['profile'], consumes: ['multipart/form-data'], response: { ...profileResponse, 413: errorResponses[400], 415: errorResponses[400] } } },
    async (request) => {
      const userId = requireUser(request);
      if (!request.isMultipart()) throw new ApiError(415, ERRNO.INVALID_POSTED_DATA, 'file in body: send the picture as multipart/form-data', [{ location: 'body', name: 'file', description: 'multipart/form-data expected' }]);
      const file = await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
      if (!file) throw invalidBody('file', 'This field is mandatory');
      const bytes = await file.toBuffer().catch(() => {
        throw new ApiError(413, ERRNO.BODY_TOO_LARGE, 'file in body: The photo is larger than 5 MB', [{ location: 'body', name: 'file', description: 'The photo is larger than 5 MB' }]);
      });
      if (file.file.truncated) throw new ApiError(413, ERRNO.BODY_TOO_LARGE, 'file in body: The photo is larger than 5 MB', [{ location: 'body', name: 'file', description: 'The photo is larger than 5 MB' }]);
      let image;
      try {
        image = await normalizeUpload(bytes);
      } catch (error) {
        if (error instanceof ImageRejected) throw invalidBody('file', error.message, 415);
        throw error;
      }
      const key = `profiles/${userId}/${randomUUID()}.${image.format}`;
      await ctx.images.put(key, image.bytes);
      const previous = (await currentUser(ctx, userId)).profile_picture;
      const user = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('images')
          .values({ key, owner_id: userId, content_type: image.format === 'jpg' ? 'image/jpeg' : 'image/png', width: image.width, height: image.height, bytes: image.bytes.length })
          .execute();
        return updateUser(trx, userId, { profile_picture: key });
      });
      if (previous) await ctx.images.delete(previous);
      return { data: await profileOf(db, user, ctx.publicUrl) };
    },
  );

  app.delete('/v1/profile/picture', { schema: { tags: ['profile'], response: profileResponse } }, async (request) => {
    const userId = requireUser(request);
    const previous = (await currentUser(ctx, userId)).profile_picture;
    const user = await updateUser(db, userId, { profile_picture: null });
    if (previous) await ctx.images.delete(previous);
    return { data: await profileOf(db, user, ctx.publicUrl) };
  });

  app.post<{ Body: { email: string } }>(
    '/v1/profile/email',
    {
      config: authRateLimit(ctx),
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailField } }, response: profileResponse },
    },
    async (request) => {
      const user = await currentUser(ctx, requireRecentPassword(request).userId);
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      if (email === user.email || (await findUserByEmail(db, email))) throw emailTaken();
      const key = newSecret();
      const updated = await updateUser(db, user.id, { pending_email: email, pending_email_key_hash: hashSecret(key) });
      const locale = localeFor(request.headers['accept-language'], user.chosen_lang);
      const link = `${ctx.publicUrl}${routeTo(locale, 'settings')}?confirm_email=${key}`;
      // The confirmation goes to the new address; the change applies only once confirmed.
      await ctx.mailer.send({ to: email, kind: 'email-change', ...composeChangeMail(locale, user, link) });
      return { data: await profileOf(db, updated, ctx.publicUrl) };
    },
  );

  app.post<{ Body: { key: string } }>(
    '/v1/profile/email/confirm',
    {
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['key'], properties: { key: { type: 'string', minLength: 10, maxLength: 100 } } }, response: profileResponse },
    },
    async (request) => {
      const user = await currentUser(ctx, requireUser(request));
      if (!user.pending_email || user.pending_email_key_hash !== hashSecret(request.body.key)) throw invalidBody('key', 'This confirmation link is not valid');
      const confirmed = updateUser(db, user.id, { email: user.pending_email, pending_email: null, pending_email_key_hash: null, email_validated_at: new Date() });
      const updated = await unlessTaken(confirmed, 'users_email_key', () => emailTaken('key'));
      return { data: await profileOf(db, updated, ctx.publicUrl) };
    },
  );

  app.delete<{ Body: { email: string } }>(
    '/v1/profile',
    {
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailField } }, response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      const user = await currentUser(ctx, requireRecentPassword(request).userId);
      if (normalizeEmail(request.body.email) !== user.email) throw invalidBody('email', 'The email address does not match');
      const images = await db.selectFrom('images').select('key').where('owner_id', '=', user.id).execute();
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        // The provider stops billing first: if it cannot, nothing is deleted and the member may retry.
        const live = await liveSubscription(trx, user.id);
        if (live?.provider_subscription_id) await ctx.payments.cancelNow(live.provider_subscription_id);
        await revokeUserTokens(trx, user.id);
        await deleteUser(trx, user.id);
      });
      await Promise.all(images.map((image) => ctx.images.delete(image.key)));
      return { message: 'Account deleted' };
    },
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/v1/user-tags',
    {
      schema: {
        tags: ['profile'],
        querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: LANG_PARAM_VALUES } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } }, ...errorResponses },
      },
    },
    async (request) => {
      const { t } = translatorFor(localeFromLangParam(request.query.lang, request.headers['accept-language']));
      return { data: USER_TAGS.map((id) => ({ id, name: t(`userTag.${id}`) })) };
    },
  );
}

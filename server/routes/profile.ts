import type {} from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isReservedUsername, isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';

import { routeTo } from '../../src/core/locales/routes';
import { requireRecentPassword, requireUser } from '../auth/authenticate';
import { securityEvent } from '../auth/security-events';
import { composeAccountMail } from '../mail/account-mails';
import { hashSecret, newSecret } from '../auth/secrets';
import type { ApiContext } from '../context';
import { ApiError, ERRNO } from '../errors';
import { LANG_PARAM_VALUES, localeFor, localeFromLangParam, translatorFor } from '../i18n';
import { endBillingThenDelete } from '../billing/end-subscriptions';
import { unlessTaken } from '../db/unique-violation';
import { ImagesBusy } from '../images/image-jobs';
import { ImageRejected, normalizeUpload } from '../images/process-image';
import { pictureUploadLimit } from '../images/upload-limit';
import { deleteUser, findUserByEmail, findUserById, updateUser } from '../repositories/users';
import { revokeUserTokens } from '../repositories/tokens';
import { profileOf } from '../services/profile';
import { USER_TAGS, emailField, messageResponse, profilePatchSchema, profileSchema } from './account-schemas';
import { authRateLimit, checkNames, emailTaken, invalidBody, sendSecureAccountMail } from './account';
import { errorResponses } from './schemas';

const profileResponse = { 200: { type: 'object', properties: { data: profileSchema }, required: ['data'] }, 401: errorResponses[400], ...errorResponses };

/** An e-mail change link lives a day. */
export const EMAIL_CHANGE_HOURS = 24;

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
    { schema: { tags: ['profile'], body: profilePatchSchema, response: { ...profileResponse, 409: errorResponses[400] } } },
    async (request) => {
      const userId = requireUser(request);
      const patch = request.body.data as { first_name?: string; last_name?: string; username?: string };
      checkNames(patch, 'data.');
      if (patch.username && isReservedUsername(patch.username)) throw invalidBody('data.username', 'This username is reserved');
      // The unique index (migration 014, on the lower-case name) decides who holds a username.
      const user = await unlessTaken(updateUser(db, userId, request.body.data), 'users_username_key', usernameTaken);
      return { data: await profileOf(db, user, ctx.publicUrl) };
    },
  );

  app.post(
    '/v1/profile/picture',
    {
      config: pictureUploadLimit,
      schema: { tags: ['profile'], consumes: ['multipart/form-data'], response: { ...profileResponse, 413: errorResponses[400], 415: errorResponses[400], 429: errorResponses[400], 503: errorResponses[400] } },
    },
    async (request, reply) => {
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
        if (error instanceof ImagesBusy) reply.header('Retry-After', String(error.retryAfterSeconds));
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
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailField } }, response: { ...profileResponse, 403: errorResponses[400] } },
    },
    async (request) => {
      const user = await currentUser(ctx, requireRecentPassword(request).userId);
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      // One's own address: telling the member so reveals nothing about anyone else.
      if (email === user.email) throw emailTaken();
      const key = newSecret();
      const expires = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000);
      const updated = await updateUser(db, user.id, { pending_email: email, pending_email_key_hash: hashSecret(key), pending_email_key_expires_at: expires });
      const locale = localeFor(request.headers['accept-language'], user.chosen_lang);
      // The same answer whether or not another account holds the address: its owner is told
      // instead, and no link that could confirm it is sent.
      const holder = await findUserByEmail(db, email);
      if (holder) {
        await ctx.mailer.send({ to: email, kind: 'address-in-use', ...composeAccountMail(locale, holder, 'addressInUse', {}) });
      } else {
        const link = `${ctx.publicUrl}${routeTo(locale, 'settings')}?confirm_email=${key}`;
        // The new address is not confirmed yet: the mail does not greet it by the account's name.
        await ctx.mailer.send({ to: email, kind: 'email-change', ...composeAccountMail(locale, { first_name: '', email_validated_at: null }, 'change', { link }) });
      }
      return { data: await profileOf(db, updated, ctx.publicUrl) };
    },
  );

  app.post<{ Body: { key: string } }>(
    '/v1/profile/email/confirm',
    {
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['key'], properties: { key: { type: 'string', minLength: 10, maxLength: 100 } } }, response: { ...profileResponse, 409: errorResponses[400] } },
    },
    async (request) => {
      const user = await currentUser(ctx, requireUser(request));
      const expired = !user.pending_email_key_expires_at || new Date(user.pending_email_key_expires_at).getTime() <= Date.now();
      if (!user.pending_email || expired || user.pending_email_key_hash !== hashSecret(request.body.key)) throw invalidBody('key', 'This confirmation link is not valid');
      const confirmed = db.transaction().execute(async (trx) => {
        const changed = await updateUser(trx, user.id, { email: user.pending_email!, pending_email: null, pending_email_key_hash: null, pending_email_key_expires_at: null, email_validated_at: new Date() });
        // Whoever else holds a session of this account keeps it no longer.
        await revokeUserTokens(trx, user.id, request.token!);
        return changed;
      });
      const updated = await unlessTaken(confirmed, 'users_email_key', () => emailTaken('key'));
      securityEvent(request, 'email.changed', { userId: user.id });
      // The old address hears of it, with a way to take the account back.
      await sendSecureAccountMail(ctx, user, localeFor(request.headers['accept-language'], user.chosen_lang), 'emailChanged', { email: updated.email });
      return { data: await profileOf(db, updated, ctx.publicUrl) };
    },
  );

  app.delete<{ Body: { email: string } }>(
    '/v1/profile',
    {
      schema: { tags: ['profile'], body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailField } }, response: { 200: messageResponse, ...errorResponses, 403: errorResponses[400], 409: errorResponses[400], 502: errorResponses[400], 503: errorResponses[400] } },
    },
    async (request) => {
      const user = await currentUser(ctx, requireRecentPassword(request).userId);
      if (normalizeEmail(request.body.email) !== user.email) throw invalidBody('email', 'The email address does not match');
      const images = await db.selectFrom('images').select('key').where('owner_id', '=', user.id).execute();
      // Every provider subscription ends first, outside any transaction: if one cannot, nothing is deleted.
      await endBillingThenDelete(db, ctx.payments, user.id, async (trx) => {
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

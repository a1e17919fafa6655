import type {} from '@fastify/multipart';
import { isReservedUsername, isValidEmail, normalizeEmail } from '../../src/core/accounts/validation';
import { USER_TAGS } from '../../src/core/accounts/user-tags';
import {
  emailBodySchema,
  emailConfirmBodySchema,
  langQuerySchema,
  messageResponseSchema,
  profilePatchBodySchema,
  profileResponseSchema,
  userTagsResponseSchema,
} from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { securityEvent } from '../auth/security-events';
import { unlessTaken } from '../db/unique-violation';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { localeFor, localeFromLangParam, translatorFor } from '../i18n';
import { authRateLimit, checkNames } from '../http/account-input';
import { readUploadedPicture } from '../http/uploaded-picture';
import { pictureUploadLimit } from '../images/upload-limit';
import { findUserById, updateUser } from '../repositories/users';
import { emailTaken } from '../services/account';
import { profileOf } from '../services/profile';
import {
  confirmEmailChange,
  deleteAccount,
  removePicture,
  replacePicture,
  requestEmailChange,
} from '../services/profile-changes';
import type { App } from '../typed-app';

const usernameTaken = () => invalidBody('data.username', 'This username is already taken', 409);

/** Profile, picture, e-mail change and account deletion of the calling member. */
export function registerProfileRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  /** The caller's account; a token whose account has just gone reads as a dead token. */
  const currentUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, ERRNO.INVALID_AUTH, 'Please authenticate yourself to use this endpoint.');
    return user;
  };

  app.get(
    '/v1/profile',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: "The caller's own profile, every User field",
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: await profileOf(db, await currentUser(request.memberId), publicUrl) }),
  );

  app.patch(
    '/v1/profile',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary:
          "Changes fields of the caller's profile (names, username, biography, Instagram, language, country, tags...)",
        body: profilePatchBodySchema,
        // 409: another member holds the username.
        response: { 200: profileResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const patch = request.body.data;
      checkNames(patch, 'data.');
      if (patch.username && isReservedUsername(patch.username))
        throw invalidBody('data.username', 'This username is reserved');
      // The unique index (migration 014, on the lower-case name) decides who holds a username.
      const user = await unlessTaken(
        updateUser(db, request.memberId, { ...patch, tags: patch.tags && [...patch.tags] }),
        'users_username_key',
        usernameTaken,
      );
      return { data: await profileOf(db, user, publicUrl) };
    },
  );

  app.post(
    '/v1/profile/picture',
    {
      // A profile picture shows on the public profile: a confirmed address only.
      config: { ...pictureUploadLimit, auth: 'member', confirmed: 'upload' },
      schema: {
        tags: ['profile'],
        operationId: 'replaceProfilePicture',
        summary:
          'Replaces the profile picture (multipart `file`: jpg or png, at most 5 MB, re-encoded without metadata)',
        consumes: ['multipart/form-data'],
        // 409 (errno 142): the member's pictures fill their storage quota; 503: the image workers
        // are busy (Retry-After says when to try again).
        response: { 200: profileResponseSchema, 409: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const image = await readUploadedPicture(app.imageWork, request, reply);
      const user = await replacePicture(app, await currentUser(request.memberId), image);
      return { data: await profileOf(db, user, publicUrl) };
    },
  );

  app.delete(
    '/v1/profile/picture',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        operationId: 'deleteProfilePicture',
        summary: 'Removes the profile picture',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = await removePicture(app, await currentUser(request.memberId));
      return { data: await profileOf(db, user, publicUrl) };
    },
  );

  app.post(
    '/v1/profile/email',
    {
      config: { rateLimit: authRateLimit(app), auth: 'recent-password' },
      schema: {
        tags: ['profile'],
        operationId: 'requestEmailChange',
        summary: 'Asks to change the e-mail address: the new address gets a confirmation link',
        body: emailBodySchema,
        // 409: the member's own address (another account's answers as a success, its owner is told).
        response: { 200: profileResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request.memberId);
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidBody('email', 'Email format is not correct');
      // One's own address: telling the member so reveals nothing about anyone else.
      if (email === user.email) throw emailTaken();
      const updated = await requestEmailChange(
        app,
        user,
        email,
        localeFor(request.headers['accept-language'], user.chosen_lang),
      );
      return { data: await profileOf(db, updated, publicUrl) };
    },
  );

  app.post(
    '/v1/profile/email/confirm',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmailChange',
        summary: "Applies the e-mail change its link's key confirms; the other sessions are signed out",
        body: emailConfirmBodySchema,
        // 409: another account took the address meanwhile.
        response: { 200: profileResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request.memberId);
      const updated = await confirmEmailChange(
        app,
        user,
        request.body.key,
        request.token!,
        request.headers['accept-language'],
      );
      securityEvent(request, 'email.changed', { userId: user.id });
      return { data: await profileOf(db, updated, publicUrl) };
    },
  );

  app.delete(
    '/v1/profile',
    {
      config: { auth: 'recent-password' },
      schema: {
        tags: ['profile'],
        operationId: 'deleteAccount',
        summary: 'Deletes the account, once its subscriptions are ended (the address typed again confirms)',
        body: emailBodySchema,
        // 409: another billing operation of the member is under way; 502/503: the payment provider failed.
        response: { 200: messageResponseSchema, 409: errorSchema, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request.memberId);
      if (normalizeEmail(request.body.email) !== user.email)
        throw invalidBody('email', 'The email address does not match');
      await deleteAccount(app, user);
      return { message: 'Account deleted' };
    },
  );

  app.get(
    '/v1/user-tags',
    {
      schema: {
        tags: ['profile'],
        operationId: 'listUserTags',
        summary: 'The tags a member may show, named in the language asked',
        querystring: langQuerySchema,
        response: { 200: userTagsResponseSchema },
      },
    },
    async (request) => {
      const { t } = translatorFor(localeFromLangParam(request.query.lang, request.headers['accept-language']));
      return { data: USER_TAGS.map((id) => ({ id, name: t(`userTag.${id}`) })) };
    },
  );
}

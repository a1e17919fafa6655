import type {} from '@fastify/multipart';
import { USER_TAGS } from '../../src/core/accounts/user-tags';
import { isReservedUsername } from '../../src/core/accounts/validation';
import {
  langQuerySchema,
  profilePatchBodySchema,
  profileResponseSchema,
  userTagsResponseSchema,
} from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { unlessTaken } from '../db/unique-violation';
import { invalidBody } from '../errors';
import { checkNames } from '../http/account-input';
import { currentMember } from '../http/current-member';
import { readUploadedPicture } from '../http/uploaded-picture';
import { localeFromLangParam, translatorFor } from '../i18n';
import { pictureUploadLimit } from '../images/upload-limit';
import { updateUser } from '../repositories/users';
import { profileOf } from '../services/profile';
import { removePicture, replacePicture } from '../services/profile-changes';
import type { App } from '../typed-app';

const usernameTaken = () => invalidBody('data.username', 'This username is already taken', 409);

/** The calling member's profile and picture, and the tags a profile may carry. */
export function registerProfileRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

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
    async (request) => ({ data: await profileOf(db, await currentMember(db, request.memberId), publicUrl) }),
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
      const user = await replacePicture(app, await currentMember(db, request.memberId), image);
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
      const user = await removePicture(app, await currentMember(db, request.memberId));
      return { data: await profileOf(db, user, publicUrl) };
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

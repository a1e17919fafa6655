import {
  FOLLOW_DIRECTIONS,
  FOLLOW_PAGE_SIZE,
  authorListSchema,
  authorsQuerySchema,
  followBodySchema,
  followPageQuerySchema,
  followPageSchema,
  followResultSchema,
  publicProfileSchema,
  unfollowParamsSchema,
  userParamsSchema,
} from '../../src/core/contract/community';
import { langQuerySchema } from '../../src/core/contract/accounts';
import { errorSchema } from '../../src/core/contract/errors';
import { AUTHORS_MAX_IDS } from '../../src/core/rules';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { invalidBody, invalidParameter, notFound } from '../errors';
import { listFollows } from '../repositories/follows';
import { findUserById, findUserByIdOrUsername, findUsersByIds } from '../repositories/users';
import { follow, unfollow } from '../services/follows';
import { authorOf, memberCardOf, publicProfileOf } from '../services/profile';
import type { App } from '../typed-app';
import { communityPage, nextPageUrl } from '../http/community-cursor';

const BASE = '/v1/community';

/** SPEC section 8's message, for an unknown id or username and a deleted account alike. */
const userNotFound = (id: string) =>
  notFound("This user doesn't exist or profile deleted", { id, resource_name: 'user' });

/**
 * Public profiles and follows (SPEC section 7, Community: users, user_follow). Reading is open to
 * all, a token only fills `followed_by_viewer`; following needs a member with a confirmed address.
 */
export function registerCommunityUserRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  const existingUser = async (key: string) => {
    const user = await findUserByIdOrUsername(db, key);
    if (!user) throw userNotFound(key);
    return user;
  };

  app.get(
    `${BASE}/users`,
    {
      schema: {
        tags: ['community'],
        operationId: 'listAuthors',
        summary: `Members by id (\`in_id=a,b\`, at most ${AUTHORS_MAX_IDS}) as posts name their authors; unknown ids left out`,
        querystring: authorsQuerySchema,
        response: { 200: authorListSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.in_id.split(','))].filter((id) => id !== '');
      if (ids.length > AUTHORS_MAX_IDS) throw invalidParameter('in_id', `At most ${AUTHORS_MAX_IDS} ids at once`);
      return { data: (await findUsersByIds(db, ids)).map((user) => authorOf(user, publicUrl)) };
    },
  );

  app.get(
    `${BASE}/users/:userId`,
    {
      schema: {
        tags: ['community'],
        operationId: 'getPublicProfile',
        summary: 'A member’s public profile, by id or username (bare, not in a `data` envelope)',
        params: userParamsSchema,
        // Accepted for the spec's call; tags are ids, named by GET /v1/user-tags?lang.
        querystring: langQuerySchema,
        response: { 200: publicProfileSchema, 404: errorSchema },
      },
    },
    async (request) => publicProfileOf(db, await existingUser(request.params.userId), publicUrl, request.userId),
  );

  for (const direction of FOLLOW_DIRECTIONS) {
    app.get(
      `${BASE}/users/:userId/${direction}`,
      {
        schema: {
          tags: ['community'],
          operationId: direction === 'follower' ? 'listFollowers' : 'listFollowing',
          summary:
            direction === 'follower' ? 'Who follows the member, newest first' : 'Whom the member follows, newest first',
          params: userParamsSchema,
          querystring: followPageQuerySchema,
          response: { 200: followPageSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const user = await existingUser(request.params.userId);
        return communityPage(request.query, {
          read: (page) => listFollows(db, { userId: user.id, direction, viewerId: request.userId, ...page }),
          positionOf: (row) => ({ at: row.followed_at, id: row.id }),
          nextUrl: nextPageUrl(`${publicUrl}${BASE}/users/${user.id}/${direction}`, {
            page_size: request.query.page_size,
          }),
          itemOf: (row) => memberCardOf(row, publicUrl),
          defaultSize: FOLLOW_PAGE_SIZE.default,
        });
      },
    );
  }

  app.post(
    `${BASE}/user_follow`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'followMember',
        summary: 'Follow a member: 201 the first time, 200 after',
        body: followBodySchema,
        // 403: the caller's address is not confirmed yet (SPEC section 6), or a block stands either way.
        response: { 200: followResultSchema, 201: followResultSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const followerId = request.memberId;
      const { user: followedId } = request.body;
      if (followedId === followerId) throw invalidBody('user', 'You cannot follow yourself');
      // SPEC section 6: an unconfirmed address is kept from community actions (the site asks to confirm).
      assertConfirmedAddress(await findUserById(db, followerId), 'follow');
      if (!(await findUserById(db, followedId))) throw userNotFound(followedId);
      const { created, followers_count } = await follow(db, followerId, followedId);
      return reply.status(created ? 201 : 200).send({ user: followedId, followed_by_viewer: true, followers_count });
    },
  );

  app.delete(
    `${BASE}/user_follow/:user_id`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'unfollowMember',
        summary: 'Stop following a member (also when not following)',
        params: unfollowParamsSchema,
        response: { 200: followResultSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const followedId = request.params.user_id;
      if (!(await findUserById(db, followedId))) throw userNotFound(followedId);
      const { followers_count } = await unfollow(db, request.memberId, followedId);
      return { user: followedId, followed_by_viewer: false, followers_count };
    },
  );
}

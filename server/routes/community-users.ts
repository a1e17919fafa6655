import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/authenticate';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { LANG_PARAM_VALUES } from '../i18n';
import { type FollowDirection, addFollow, followCounts, listFollows, removeFollow } from '../repositories/follows';
import { findUserById, findUserByIdOrUsername } from '../repositories/users';
import { memberCardOf, publicProfileOf } from '../services/profile';
import { memberCardSchema, publicProfileSchema } from './account-schemas';
import { invalidBody } from './account';
import { decodeCursor, encodeCursor } from './community-cursor';
import { errorResponses, memberErrorResponses } from './schemas';

const BASE = '/v1/community';
export const FOLLOW_PAGE_SIZE = { default: 20, max: 50 } as const;

const userParams = { type: 'object', properties: { userId: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['userId'] } as const;
const followResult = {
  type: 'object',
  properties: { user: { type: 'string' }, followed_by_viewer: { type: 'boolean' }, followers_count: { type: 'integer' } },
  required: ['user', 'followed_by_viewer', 'followers_count'],
} as const;
const followPage = {
  type: 'object',
  properties: { results: { type: 'array', items: memberCardSchema }, next: { type: ['string', 'null'] } },
  required: ['results', 'next'],
} as const;

/** SPEC section 8's message, for an unknown id or username and a deleted account alike. */
const userNotFound = (id: string) => notFound("This user doesn't exist or profile deleted", { id, resource_name: 'user' });

/**
 * Public profiles and follows (SPEC section 7, Community: users, user_follow). Reading is open to
 * all, a token only fills `followed_by_viewer`; following needs a member with a confirmed address.
 */
export function registerCommunityUserRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx.db;

  const existingUser = async (key: string) => {
    const user = await findUserByIdOrUsername(db, key);
    if (!user) throw userNotFound(key);
    return user;
  };

  app.get<{ Params: { userId: string }; Querystring: { lang?: string } }>(
    `${BASE}/users/:userId`,
    {
      schema: {
        tags: ['community'],
        summary: 'A member’s public profile, by id or username',
        params: userParams,
        // Accepted for the spec's call; tags are ids, named by GET /v1/user-tags?lang.
        querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: LANG_PARAM_VALUES } } },
        response: { 200: publicProfileSchema, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => publicProfileOf(db, await existingUser(request.params.userId), ctx.publicUrl, request.userId),
  );

  for (const direction of ['follower', 'following'] as const satisfies readonly FollowDirection[]) {
    app.get<{ Params: { userId: string }; Querystring: { cursor?: string; page_size?: number } }>(
      `${BASE}/users/:userId/${direction}`,
      {
        schema: {
          tags: ['community'],
          summary: direction === 'follower' ? 'Who follows the member, newest first' : 'Whom the member follows, newest first',
          params: userParams,
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { cursor: { type: 'string', maxLength: 200 }, page_size: { type: 'integer', minimum: 1, maximum: FOLLOW_PAGE_SIZE.max } },
          },
          response: { 200: followPage, 401: errorResponses[400], ...errorResponses },
        },
      },
      async (request) => {
        const user = await existingUser(request.params.userId);
        const { cursor, page_size } = request.query;
        const limit = page_size ?? FOLLOW_PAGE_SIZE.default;
        const rows = await listFollows(db, { userId: user.id, direction, viewerId: request.userId, after: cursor ? decodeCursor(cursor) : undefined, limit });
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        let next: string | null = null;
        if (rows.length > limit && last) {
          const query = new URLSearchParams({ cursor: encodeCursor({ at: last.followed_at, id: last.id }) });
          if (page_size) query.set('page_size', String(page_size));
          next = `${ctx.publicUrl}${BASE}/users/${user.id}/${direction}?${query}`;
        }
        return { results: page.map((row) => memberCardOf(row, ctx.publicUrl)), next };
      },
    );
  }

  app.post<{ Body: { user: string } }>(
    `${BASE}/user_follow`,
    {
      schema: {
        tags: ['community'],
        summary: 'Follow a member: 201 the first time, 200 after',
        body: { type: 'object', additionalProperties: false, required: ['user'], properties: { user: { type: 'string', format: 'uuid' } } },
        response: { 200: followResult, 201: followResult, ...memberErrorResponses },
      },
    },
    async (request, reply) => {
      const followerId = requireUser(request);
      const { user: followedId } = request.body;
      if (followedId === followerId) throw invalidBody('user', 'You cannot follow yourself');
      const follower = await findUserById(db, followerId);
      // SPEC section 6: an unconfirmed address is kept from community actions (the site asks to confirm).
      assertConfirmedAddress(follower, 'follow');
      if (!(await findUserById(db, followedId))) throw userNotFound(followedId);
      const { created, counts } = await db.transaction().execute(async (trx) => ({
        created: await addFollow(trx, followerId, followedId),
        counts: await followCounts(trx, followedId),
      }));
      return reply.status(created ? 201 : 200).send({ user: followedId, followed_by_viewer: true, followers_count: counts.followers_count });
    },
  );

  app.delete<{ Params: { user_id: string } }>(
    `${BASE}/user_follow/:user_id`,
    {
      schema: {
        tags: ['community'],
        summary: 'Stop following a member (also when not following)',
        params: { type: 'object', properties: { user_id: { type: 'string', format: 'uuid' } }, required: ['user_id'] },
        response: { 200: followResult, ...memberErrorResponses },
      },
    },
    async (request) => {
      const followerId = requireUser(request);
      const followedId = request.params.user_id;
      if (!(await findUserById(db, followedId))) throw userNotFound(followedId);
      const counts = await db.transaction().execute(async (trx) => {
        await removeFollow(trx, followerId, followedId);
        return followCounts(trx, followedId);
      });
      return { user: followedId, followed_by_viewer: false, followers_count: counts.followers_count };
    },
  );
}

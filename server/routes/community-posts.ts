import { errorSchema } from '../../src/core/contract/errors';
import {
  postBodySchema,
  postDeletedSchema,
  postListQuerySchema,
  postPageSchema,
  postParamsSchema,
  postSchema,
} from '../../src/core/contract/posts';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { decodeCursor, encodeCursor, nextPageUrl } from '../http/community-cursor';
import { memberHourlyLimit } from '../http/member-limit';
import { localeFor } from '../i18n';
import { createPost, deletePost, readPost, readPostPage } from '../services/community-posts';
import { requireConfirmedAddress } from '../http/current-member';
import type { App } from '../typed-app';

const BASE = '/v1/community';

/** Re-creations a member may post in an hour. */
export const POSTS_PER_HOUR = 10;

const postNotFound = (id: string) => notFound('This post does not exist', { id, resource_name: 'post' });

/** The community's posts (SPEC section 7, Community): the feed, one post, posting and deleting one. */
export function registerCommunityPostRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.get(
    `${BASE}/posts`,
    {
      schema: {
        tags: ['community'],
        operationId: 'listPosts',
        summary: 'Re-creation posts, newest first, by recipe, author (`user`) and locale',
        querystring: postListQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) => {
      const { cursor, page_size, ...filters } = request.query;
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const { posts, next } = await readPostPage(db, publicUrl, {
        viewerId: request.userId,
        filters,
        after: cursor ? decodeCursor(cursor) : undefined,
        limit,
      });
      const nextUrl = nextPageUrl(`${publicUrl}${BASE}/posts`, { ...filters, page_size });
      return { results: posts, next: next ? nextUrl(encodeCursor(next)) : null };
    },
  );

  app.get(
    `${BASE}/posts/:uuid`,
    {
      schema: {
        tags: ['community'],
        operationId: 'getPost',
        summary: 'One re-creation post, `user_reaction` being the caller’s',
        params: postParamsSchema,
        response: { 200: postSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const post = await readPost(db, publicUrl, request.params.uuid, request.userId);
      if (!post) throw postNotFound(request.params.uuid);
      return post;
    },
  );

  app.post(
    `${BASE}/posts`,
    {
      config: { ...memberHourlyLimit(POSTS_PER_HOUR, 'posts'), auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'createPost',
        summary: 'Posts a re-creation of a recipe with 1 to 4 photos uploaded first (attachments)',
        body: postBodySchema,
        // 403: the caller's address is not confirmed yet.
        response: { 201: postSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { title, message = '', recipe, attachments, locale } = request.body;
      if (!title.trim()) throw invalidBody('title', 'This field is mandatory');
      await requireConfirmedAddress(db, request.memberId, 'post');
      const id = await createPost(db, request.memberId, {
        title,
        message,
        recipe,
        attachments: [...attachments],
        locale: locale ?? localeFor(request.headers['accept-language']),
      });
      const post = await readPost(db, publicUrl, id, request.memberId);
      if (!post) throw postNotFound(id);
      return reply.status(201).send(post);
    },
  );

  app.delete(
    `${BASE}/posts/:uuid`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'deletePost',
        summary: 'Deletes one’s own post, with its likes, comments and photos',
        params: postParamsSchema,
        // 403: the post is another member's.
        response: { 200: postDeletedSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const outcome = await deletePost(app, request.memberId, uuid);
      if (outcome === 'missing') throw postNotFound(uuid);
      if (outcome === 'forbidden') throw new ApiError(403, ERRNO.FORBIDDEN, 'Only its author may delete a post.');
      return { uuid, deleted: true as const };
    },
  );
}

import { attachmentSchema } from '../../src/core/contract/community';
import { errorSchema } from '../../src/core/contract/errors';
import {
  likeBodySchema,
  likeResultSchema,
  postBodySchema,
  postDeletedSchema,
  postListQuerySchema,
  postPageSchema,
  postParamsSchema,
  postSchema,
} from '../../src/core/contract/posts';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import type { ConfirmedAddressAction } from '../../src/core/accounts/confirmed-address';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { readUploadedPicture } from '../http/uploaded-picture';
import { localeFor } from '../i18n';
import { pictureUploadLimit } from '../images/upload-limit';
import { attachmentOf } from '../repositories/community-attachments';
import { findUserById } from '../repositories/users';
import { createPost, deletePost, readPost, readPostPage, uploadAttachment } from '../services/community-posts';
import { reactToComment, reactToPost } from '../services/likes';
import type { App } from '../typed-app';
import { decodeCursor, encodeCursor } from '../http/community-cursor';

const BASE = '/v1/community';

/** Re-creations a member may post in an hour. */
export const POSTS_PER_HOUR = 10;
/** Likes and likes taken back a member may send in an hour (each takes the post's row lock). */
export const LIKES_PER_HOUR = 300;

const postNotFound = (id: string) => notFound('This post does not exist', { id, resource_name: 'post' });

/**
 * Re-creation posts, their photos and likes (SPEC sections 1, 3 and 7, Community: posts, likes,
 * attachments). Reading is open to all, a token fills `user_reaction` and hides the posts of
 * members blocked either way; writing needs a member with a confirmed address.
 */
export function registerCommunityPostRoutes(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  /** Refuses a member whose address is not confirmed yet (403 errno 121: SPEC section 6). */
  const confirmed = async (memberId: string, action: ConfirmedAddressAction) =>
    assertConfirmedAddress(await findUserById(db, memberId), action);

  app.post(
    `${BASE}/attachments`,
    {
      config: { ...pictureUploadLimit, auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'uploadAttachment',
        summary:
          'Uploads a photo for a post or a comment (multipart `file`: jpg or png, at most 5 MB, re-encoded without metadata)',
        description:
          'The photo stays the uploader’s until a post or a comment uses it; unused, it is deleted after a day.',
        consumes: ['multipart/form-data'],
        // 403: the caller's address is not confirmed yet; 409 (errno 142): their pictures fill their
        // storage quota; 503: the image workers are busy (Retry-After).
        response: { 201: attachmentSchema, 403: errorSchema, 409: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      await confirmed(request.memberId, 'post');
      const image = await readUploadedPicture(app.imageWork, request, reply);
      const attachment = await uploadAttachment(app, request.memberId, image);
      return reply.status(201).send(attachmentOf(attachment, publicUrl));
    },
  );

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
      let nextUrl: string | null = null;
      if (next) {
        const query = new URLSearchParams(Object.entries(filters).filter((entry) => entry[1] !== undefined));
        if (page_size) query.set('page_size', String(page_size));
        query.set('cursor', encodeCursor(next));
        nextUrl = `${publicUrl}${BASE}/posts?${query}`;
      }
      return { results: posts, next: nextUrl };
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
      await confirmed(request.memberId, 'post');
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

  app.post(
    `${BASE}/likes`,
    {
      config: { ...memberHourlyLimit(LIKES_PER_HOUR, 'likes'), auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'reactToTarget',
        summary: 'Likes a post or a comment, or takes the like back (`reaction_type: null`), with the new count',
        description: `A post that reaches the challenge's likes becomes its winner once; taking likes back keeps the win.`,
        body: likeBodySchema,
        // 403: the address is not confirmed, or a block stands between the caller and the author.
        response: { 200: likeResultSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { reaction_type, post, comment } = request.body;
      if (post && comment) throw invalidBody('comment', 'Name a post or a comment, not both');
      if (!post && !comment) throw invalidBody('post', 'Name the post or the comment to like');
      await confirmed(request.memberId, 'like');
      const like = reaction_type === 'like';
      if (post) return reactToPost(app, request.memberId, post, like);
      return reactToComment(app.db, request.memberId, comment!, like);
    },
  );
}

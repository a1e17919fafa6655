import {
  COMMENT_LIST_SCOPES,
  commentBodySchema,
  commentDeletedSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentParamsSchema,
  commentSchema,
} from '../../src/core/contract/comments';
import { errorSchema } from '../../src/core/contract/errors';
import { COMMUNITY_PAGE_SIZE } from '../../src/core/rules';
import { assertConfirmedAddress } from '../auth/confirmed-address';
import { ApiError, ERRNO, invalidBody, invalidParameter } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { languageFromLangParam } from '../i18n';
import { findUserById } from '../repositories/users';
import {
  type CommentTarget,
  commentNotFound,
  createComment,
  deleteComment,
  readComment,
  readCommentPage,
} from '../services/community-comments';
import type { App } from '../typed-app';
import { decodeCursor, encodeCursor } from '../http/community-cursor';

const BASE = '/v1/community';

/** Comments and replies a member may write in an hour. */
export const COMMENTS_PER_HOUR = 120;

/** The ids of comments in a cursor: the numbers of generic-comments/{id}. */
const COMMENT_ID = /^[1-9]\d{0,15}$/;

const TARGETS = ['recipe', 'post', 'parent'] as const;

/**
 * Comments on recipes and on re-creation posts, and their replies one level deep (SPEC sections
 * 3 Comment and 7, Community: generic-comments). Reading is open to all, a token fills
 * `user_reaction` and hides what members blocked either way wrote; writing needs a member with a
 * confirmed address; only the author deletes. Likes go through POST likes.
 */
export function registerCommunityCommentRoutes(app: App) {
  registerCommentReads(app);
  registerCommentWrites(app);
}

/** The lists of comments and one comment, open to all. */
function registerCommentReads(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.get(
    `${BASE}/generic-comments`,
    {
      schema: {
        tags: ['community'],
        operationId: 'listComments',
        summary:
          'Comments: a recipe’s or a post’s newest first, a comment’s replies oldest first, or a member’s newest first',
        description: `At least one of ${COMMENT_LIST_SCOPES.join(', ')}; the filters given all apply.`,
        querystring: commentListQuerySchema,
        response: { 200: commentPageSchema },
      },
    },
    async (request) => {
      const { cursor, page_size, type, recipe, post, parent, from_user__user_id } = request.query;
      if (COMMENT_LIST_SCOPES.every((scope) => request.query[scope] === undefined))
        throw invalidParameter('recipe', `give one of ${COMMENT_LIST_SCOPES.join(', ')}`);
      const limit = page_size ?? COMMUNITY_PAGE_SIZE.default;
      const { comments, next } = await readCommentPage(db, publicUrl, {
        viewerId: request.userId,
        filters: {
          recipe,
          post,
          parent: parent === undefined ? undefined : String(parent),
          authorId: from_user__user_id,
          type: type === 'all' ? undefined : type,
        },
        after: cursor ? decodeCursor(cursor, COMMENT_ID) : undefined,
        limit,
      });
      let nextUrl: string | null = null;
      if (next) {
        // The same filters and page size, from the following position.
        const query = new URLSearchParams(
          Object.entries(request.query)
            .filter(([name, value]) => name !== 'cursor' && value !== undefined)
            .map(([name, value]): [string, string] => [name, String(value)]),
        );
        query.set('cursor', encodeCursor(next));
        nextUrl = `${publicUrl}${BASE}/generic-comments?${query}`;
      }
      return { results: comments, next: nextUrl };
    },
  );

  app.get(
    `${BASE}/generic-comments/:id`,
    {
      schema: {
        tags: ['community'],
        operationId: 'getComment',
        summary: 'One comment (a deleted one with replies as its placeholder), `user_reaction` being the caller’s',
        params: commentParamsSchema,
        response: { 200: commentSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const comment = await readComment(db, publicUrl, request.params.id, request.userId);
      if (!comment) throw commentNotFound(request.params.id);
      return comment;
    },
  );
}

/** Writing (a member with a confirmed address) and deleting (the author only). */
function registerCommentWrites(app: App) {
  const { db } = app.db;
  const { publicUrl } = app.config;

  app.post(
    `${BASE}/generic-comments`,
    {
      config: { ...memberHourlyLimit(COMMENTS_PER_HOUR, 'comments'), auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'createComment',
        summary: 'Comments on a recipe or a post, or replies to a top-level comment, with an optional picture',
        body: commentBodySchema,
        // 403: the caller's address is not confirmed yet, or a block stands between the caller and
        // the post's or the parent comment's author; 404: no such recipe, post or comment.
        response: { 201: commentSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { text, type = 'comment', attachment, language } = request.body;
      const given = TARGETS.filter((name) => request.body[name] !== undefined);
      if (!given.length) throw invalidBody('recipe', 'Give the recipe or the post commented on, or the parent comment');
      const [, second] = given;
      if (second) throw invalidBody(second, `Give one of recipe, post and parent, not ${given.join(' and ')}`);
      if (!text.trim()) throw invalidBody('text', 'This field is mandatory');
      assertConfirmedAddress(await findUserById(db, request.memberId), 'comment');
      const { recipe, post, parent } = request.body;
      const target: CommentTarget =
        parent !== undefined ? { parent } : post !== undefined ? { post } : { recipe: recipe! };
      const id = await createComment(db, request.memberId, {
        text: text.trim(),
        type,
        language: languageFromLangParam(language, request.headers['accept-language']),
        target,
        attachment,
      });
      const comment = await readComment(db, publicUrl, id, request.memberId);
      if (!comment) throw commentNotFound(id);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    `${BASE}/generic-comments/:id`,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['community'],
        operationId: 'deleteComment',
        summary: 'Deletes one’s own comment; one with replies stays as a placeholder without author, text or picture',
        params: commentParamsSchema,
        // 403: the comment is another member's.
        response: { 200: commentDeletedSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await deleteComment(app, request.memberId, id);
      if (outcome === 'missing') throw commentNotFound(id);
      if (outcome === 'forbidden') throw new ApiError(403, ERRNO.FORBIDDEN, 'Only its author may delete a comment.');
      // The placeholder as the lists now show it, when replies kept one.
      const placeholder =
        outcome === 'placeholder' ? ((await readComment(db, publicUrl, id, request.memberId)) ?? null) : null;
      return { id, deleted: true as const, placeholder };
    },
  );
}

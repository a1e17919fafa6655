import { errorSchema } from '../../src/core/contract/errors';
import { likeBodySchema, likeResultSchema } from '../../src/core/contract/posts';
import { invalidBody } from '../errors';
import { memberHourlyLimit } from '../http/member-limit';
import { reactToComment, reactToPost } from '../services/likes';
import { requireConfirmedAddress } from '../http/current-member';
import type { App } from '../typed-app';

/** Likes and likes taken back a member may send in an hour (each takes the post's row lock). */
export const LIKES_PER_HOUR = 300;

/** Likes of a post or a comment: one route for every target, as the SPEC writes it. */
export function registerCommunityReactionRoutes(app: App) {
  const { db } = app.db;

  app.post(
    '/v1/community/likes',
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
      await requireConfirmedAddress(db, request.memberId, 'like');
      const like = reaction_type === 'like';
      if (post) return reactToPost(app, request.memberId, post, like);
      return reactToComment(app.db, request.memberId, comment!, like);
    },
  );
}

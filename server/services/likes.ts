import { randomUUID } from 'node:crypto';
import type { LikeResult } from '../../src/core/contract/posts';
import { isLocale, toLocale } from '../../src/core/locales/locales';
import { CHALLENGE_WIN_LIKES } from '../../src/core/rules';
import { ApiError, ERRNO, notFound } from '../errors';
import { composeChallengeWonMail } from '../mail/community-mails';
import { isBlockedBetween, lockMemberPair } from '../repositories/blocks';
import { lockPost, markChallengeWon } from '../repositories/community-posts';
import {
  addCommentLike,
  addPostLike,
  countCommentLikes,
  countPostLikes,
  lockCommentForLike,
  removeCommentLike,
  removePostLike,
} from '../repositories/likes';
import { findUserById } from '../repositories/users';
import type { MailDeps } from './account-mails';
import { blockStands, refuseBlocked } from './blocks';

const missing = (resource: 'post' | 'comment', id: string) =>
  notFound(`This ${resource} does not exist`, { id, resource_name: resource });

/** 403 naming the field: a like is what others make of one's work (and 50 win the challenge). */
function ownWork(resource: 'post' | 'comment') {
  const description = `You cannot like your own ${resource}`;
  return new ApiError(403, ERRNO.FORBIDDEN, `${resource} in body: ${description}.`, [
    { location: 'body', name: resource, description },
  ]);
}

/**
 * Likes a post (`like`) or takes the like back, idempotent, and reads the exact count, in one
 * transaction under the post's row lock: the likes of one post queue there, so the one that
 * reaches CHALLENGE_WIN_LIKES sees it and marks the post the winner exactly once, however many
 * arrive at the same instant. Its author is mailed after the commit, by that request only. A like
 * taken back keeps the win. 404 for no post, 403 for a like of one's own post (it would count
 * toward the challenge) or while a block stands between the member and the author (checked under
 * the pair's lock that a block also takes).
 */
export async function reactToPost(
  deps: MailDeps,
  memberId: string,
  postId: string,
  like: boolean,
  now = new Date(),
): Promise<LikeResult> {
  const outcome = await deps.db.db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, postId);
    if (!post) throw missing('post', postId);
    // Taking a like back answers as ever; making one on one's own post is refused.
    if (like && post.author_id === memberId) throw ownWork('post');
    if (post.author_id !== memberId) {
      await lockMemberPair(trx, memberId, post.author_id);
      if (await isBlockedBetween(trx, memberId, post.author_id)) throw blockStands('post');
    }
    if (like) await addPostLike(trx, postId, memberId);
    else await removePostLike(trx, postId, memberId);
    const likes = await countPostLikes(trx, postId);
    const won =
      like && likes >= CHALLENGE_WIN_LIKES && post.challenge_id === null
        ? await markChallengeWon(trx, postId, randomUUID(), now)
        : null;
    return { post, likes, won: won !== null };
  });
  const { post, likes, won } = outcome;
  if (won) await mailChallengeWon(deps, post);
  return {
    reaction_type: like ? 'like' : null,
    post: postId,
    likes_count: likes,
    is_challenge_winner: won || post.challenge_id !== null,
  };
}

async function mailChallengeWon(
  { db, mailer, config }: MailDeps,
  post: { id: string; author_id: string; title: string; locale: string },
) {
  const author = await findUserById(db.db, post.author_id);
  if (!author) return;
  // The author's chosen language, else the language of the feed they posted in.
  const chosen = author.chosen_lang;
  const locale = chosen && isLocale(chosen) ? chosen : toLocale(post.locale);
  await mailer.send({
    to: author.email,
    kind: 'challengeWon',
    ...composeChallengeWonMail(config.publicUrl, locale, author, { uuid: post.id, title: post.title }),
  });
}

/**
 * Likes a comment or takes the like back, idempotent, with the exact count, in one transaction.
 * 404 for no comment or a deleted one (a placeholder), 403 for a like of one's own comment or
 * while a block stands between the member and its author, its post's author or its parent's
 * author (as a reply would be refused).
 */
export async function reactToComment(
  db: MailDeps['db'],
  memberId: string,
  commentUuid: string,
  like: boolean,
): Promise<LikeResult> {
  const likes = await db.db.transaction().execute(async (trx) => {
    const comment = await lockCommentForLike(trx, commentUuid);
    if (!comment || comment.deleted_at) throw missing('comment', commentUuid);
    if (like && comment.author_id === memberId) throw ownWork('comment');
    const authors = [comment.author_id, comment.post_author_id, comment.parent_author_id];
    const others = [...new Set(authors.filter((id): id is string => !!id))];
    await refuseBlocked(
      trx,
      memberId,
      others.map((other) => ({ memberId: other, field: 'comment' })),
    );
    if (like) await addCommentLike(trx, comment.id, memberId);
    else await removeCommentLike(trx, comment.id, memberId);
    return countCommentLikes(trx, comment.id);
  });
  return { reaction_type: like ? 'like' : null, comment: commentUuid, likes_count: likes };
}

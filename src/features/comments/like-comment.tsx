import React, { useState } from 'react';
import { Heart } from '../../components/icons/heart';
import { useI18n } from '../../components/i18n/i18n-provider';
import { abbreviateCount } from '../../core/format/count';
import { type Comment, useLikeCommentMutation } from './comments-api';
import { useCommentsContext } from './comments-context';
import * as styles from './comments.module.css';

/**
 * Like a comment: a toggle button (aria-pressed) with the count (1.2K, 3M) that turns at once and
 * back if the API refuses. Anonymous visitors are asked to log in and find it liked once back.
 */
export function LikeComment({
  comment,
  own = false,
}: {
  comment: Pick<Comment, 'uuid' | 'user_reaction' | 'likes_count'>;
  /** The member wrote it: the count alone, nobody likes their own comment (the API refuses). */
  own?: boolean;
}) {
  const { t, plural, intlLocale } = useI18n();
  const { gate } = useCommentsContext();
  const [like, { isLoading }] = useLikeCommentMutation();
  const [failed, setFailed] = useState(false);
  const liked = gate.loggedIn && comment.user_reaction === 'like';

  const toggle = async () => {
    if (!gate.loggedIn)
      return gate.ask({ kind: 'likeComment', commentId: comment.uuid }, t('comments.membersOnly.like'));
    // One reaction at a time: a second tap before the answer would race the first.
    if (isLoading) return;
    setFailed(false);
    const result = await like({ comment: comment.uuid, reaction_type: liked ? null : 'like' });
    if ('error' in result && !gate.refusedForAddress(result.error, t('comments.likeUnconfirmed'))) setFailed(true);
  };

  if (own)
    return (
      <span className={styles.action}>
        <Heart filled={false} size={20} />
        <span className="visually-hidden">{plural('comments.likes', comment.likes_count)}</span>
        <span aria-hidden="true">{abbreviateCount(comment.likes_count, intlLocale)}</span>
      </span>
    );

  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-pressed={liked}
        disabled={!gate.ready}
        onClick={() => void toggle()}
      >
        <Heart filled={liked} size={20} />
        <span className="visually-hidden">
          {t('comments.like')}, {plural('comments.likes', comment.likes_count)}
        </span>
        <span aria-hidden="true">{abbreviateCount(comment.likes_count, intlLocale)}</span>
      </button>
      {failed && (
        <span role="alert" className={styles.error}>
          {t('errors.generic')}
        </span>
      )}
    </>
  );
}

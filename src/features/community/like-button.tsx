import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { Heart } from '../../components/icons/heart';
import { useMemberGate } from '../../components/members-only/member-gate';
import { abbreviateCount } from '../../core/format/count';
import { useMemberGateSession } from '../../store/member-gate-session';
import { type Post, useReactMutation } from './community-api';
import * as styles from './community.module.css';

/**
 * Like a re-creation: a toggle button (aria-pressed) and the count, abbreviated (1.2K, 3M). The
 * count turns at once and back if the API refuses; anonymous visitors are asked to log in and
 * find the post liked once back; an unconfirmed address gets the modal that sends the link again;
 * the post's author sees the count alone.
 */
export function LikeButton({
  post,
}: {
  post: Pick<Post, 'uuid' | 'title' | 'user_reaction' | 'likes_count'> & { from_user?: Pick<Post['from_user'], 'id'> };
}) {
  const { t, plural, intlLocale } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  const [react, { isLoading }] = useReactMutation();
  const [failed, setFailed] = useState(false);
  const liked = gate.loggedIn && post.user_reaction === 'like';

  const toggle = async () => {
    if (!gate.loggedIn) return gate.ask({ kind: 'like', postId: post.uuid }, t('community.likeMembersOnly'));
    // One reaction at a time: a second tap before the answer would race the first.
    if (isLoading) return;
    setFailed(false);
    const result = await react({ post: post.uuid, reaction_type: liked ? null : 'like' });
    if ('error' in result && !gate.refusedForAddress(result.error, t('community.likeUnconfirmed'))) setFailed(true);
  };

  const count = (
    <span className={styles.likeCount}>
      {plural('community.likes', post.likes_count, { count: abbreviateCount(post.likes_count, intlLocale) })}
    </span>
  );
  // Nobody likes their own re-creation (the API refuses): its author sees the count alone.
  if (gate.ownId !== null && post.from_user?.id === gate.ownId) return <span className={styles.like}>{count}</span>;

  return (
    <>
      <span className={styles.like}>
        <button
          type="button"
          className={styles.likeButton}
          aria-pressed={liked}
          aria-label={t('community.likeLabel', { title: post.title })}
          onClick={() => void toggle()}
          disabled={!gate.ready}
        >
          <Heart filled={liked} size={22} />
        </button>
        {count}
        {failed && (
          <span role="alert" className={styles.error}>
            {t('community.likeError')}
          </span>
        )}
      </span>
      {gate.dialogs}
    </>
  );
}

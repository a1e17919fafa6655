import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGate } from '../../components/members-only/member-gate';
import { useMemberGateSession } from '../../store/member-gate-session';
import { useFollowMutation, useUnfollowMutation } from './profiles-api';
import * as styles from './profiles.module.css';
import * as ui from '../../styles/ui.module.css';

/**
 * Follow or unfollow a member. Anonymous visitors are asked to log in or sign up (and follow
 * once back); members whose address is unconfirmed are asked to confirm it (the API says 403).
 * A 403 for a confirmed member is a block between the two: a plain error, not the modal.
 */
export function FollowButton({ userId, name, following }: { userId: string; name: string; following: boolean }) {
  const { t } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  const [follow, followState] = useFollowMutation();
  const [unfollow, unfollowState] = useUnfollowMutation();
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    if (!gate.loggedIn) return gate.ask({ kind: 'follow', userId }, t('membersOnly.follow', { name }));
    setFailed(false);
    const result = following ? await unfollow(userId) : await follow(userId);
    if ('error' in result && !gate.refusedForAddress(result.error, t('membersOnly.followUnvalidated', { name })))
      setFailed(true);
  };
  const busy = followState.isLoading || unfollowState.isLoading;
  return (
    <>
      <p className={ui.actions}>
        <button
          type="button"
          className={following ? ui.pillOutline : ui.pill}
          disabled={!gate.ready || busy}
          onClick={() => void toggle()}
        >
          {following ? t('profile.unfollow') : t('profile.follow')}
        </button>
        {failed && (
          <span role="alert" className={styles.error}>
            {t('errors.generic')}
          </span>
        )}
      </p>
      {gate.dialogs}
    </>
  );
}

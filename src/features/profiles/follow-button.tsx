import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMembersOnlyPrompt } from '../../components/members-only/members-only-prompt';
import { UnvalidatedModal } from '../../components/members-only/unvalidated-modal';
import { useHydrated } from '../../components/use-hydrated';
import { apiErrorOf } from '../../store/api-error';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { pendingActions } from '../../store/pending-action';
import { useResendValidationMutation } from '../../store/session-api';
import { useFollowMutation, useUnfollowMutation } from './profiles-api';
import * as styles from './profiles.module.css';
import * as ui from '../../styles/ui.module.css';

/**
 * Follow or unfollow a member. Anonymous visitors are asked to log in or sign up (and follow
 * once back); members whose address is unconfirmed are asked to confirm it (the API says 403).
 */
export function FollowButton({ userId, name, following }: { userId: string; name: string; following: boolean }) {
  const { t } = useI18n();
  const { ask, prompt } = useMembersOnlyPrompt(pendingActions);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const hydrated = useHydrated();
  const [follow, followState] = useFollowMutation();
  const [unfollow, unfollowState] = useUnfollowMutation();
  const [resend, resendState] = useResendValidationMutation();
  const [problem, setProblem] = useState<'unvalidated' | 'failed' | null>(null);

  const toggle = async () => {
    if (!loggedIn) return ask({ kind: 'follow', userId }, t('membersOnly.follow', { name }));
    setProblem(null);
    const result = following ? await unfollow(userId) : await follow(userId);
    if ('error' in result) setProblem(apiErrorOf(result.error).status === 403 ? 'unvalidated' : 'failed');
  };
  const busy = followState.isLoading || unfollowState.isLoading;
  return (
    <>
      <p className={ui.actions}>
        <button
          type="button"
          className={following ? ui.pillOutline : ui.pill}
          disabled={!hydrated || !restored || busy}
          onClick={() => void toggle()}
        >
          {following ? t('profile.unfollow') : t('profile.follow')}
        </button>
        {problem === 'failed' && (
          <span role="alert" className={styles.error}>
            {t('errors.generic')}
          </span>
        )}
      </p>
      {prompt}
      {problem === 'unvalidated' && (
        <UnvalidatedModal
          reason={t('membersOnly.followUnvalidated', { name })}
          onClose={() => setProblem(null)}
          onResend={() => void resend()}
          sending={resendState.isLoading}
          resent={resendState.isSuccess}
        />
      )}
    </>
  );
}

import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { Modal } from '../modal/modal';
import type { PendingAction } from '../../core/accounts/pending-action';
import { routeTo } from '../../core/locales/routes';
import { forgetPendingAction, rememberPendingAction } from './pending-action-store';
import * as ui from '../../styles/ui.module.css';

/** Log in, or sign up: both come back to this page (its path and query as `next`). */
export function LogInOrSignUp({ children }: { children?: React.ReactNode }) {
  const { t, locale } = useI18n();
  const here = typeof window === 'undefined' ? '' : `?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  return (
    <div className={ui.actions}>
      <Link className={ui.pill} to={`${routeTo(locale, 'login')}${here}`}>
        {t('auth.login.title')}
      </Link>
      <Link className={ui.pillOutline} to={`${routeTo(locale, 'signup')}${here}`}>
        {t('auth.login.signupLink')}
      </Link>
      {children}
    </div>
  );
}

/**
 * For anonymous visitors: `ask(action, reason)` remembers what they tried and opens a prompt to
 * log in or sign up; both come back to this page, where the action is then done.
 */
export function useMembersOnlyPrompt() {
  const { t } = useI18n();
  const [reason, setReason] = useState<string | null>(null);
  const ask = (action: PendingAction, text: string) => {
    rememberPendingAction(action);
    setReason(text);
  };
  const prompt = reason && (
    <Modal id="members-only" title={t('membersOnly.title')} onClose={() => setReason(null)} onCancel={forgetPendingAction}>
      <p>{reason}</p>
      <LogInOrSignUp>
        <form method="dialog">
          <button type="submit" className={ui.pillOutline} onClick={forgetPendingAction}>
            {t('membersOnly.notNow')}
          </button>
        </form>
      </LogInOrSignUp>
    </Modal>
  );
  return { ask, prompt };
}

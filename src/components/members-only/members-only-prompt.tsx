import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { Modal } from '../modal/modal';
import { useHydrated } from '../use-hydrated';
import type { PendingAction } from '../../core/accounts/pending-action';
import { routeTo } from '../../core/locales/routes';
import * as ui from '../../styles/ui.module.css';

/** Log in, or sign up: both come back to this page (its path and query as `next`). */
export function LogInOrSignUp({ children }: { children?: React.ReactNode }) {
  const { t, locale } = useI18n();
  // The address is the browser's: read once hydrated, so the links match the static HTML until then.
  const hydrated = useHydrated();
  const here = hydrated ? `?next=${encodeURIComponent(window.location.pathname + window.location.search)}` : '';
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
 * Why an anonymous visitor must log in or sign up first, and the ways to; `onDecline` follows
 * "Not now" and Escape, `onClose` any closing.
 */
function MembersOnlyPrompt({
  reason,
  onClose,
  onDecline,
}: {
  reason: string;
  onClose: () => void;
  onDecline: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal id="members-only" title={t('membersOnly.title')} onClose={onClose} onCancel={onDecline}>
      <p>{reason}</p>
      <LogInOrSignUp>
        <form method="dialog">
          <button type="submit" className={ui.pillOutline} onClick={onDecline}>
            {t('membersOnly.notNow')}
          </button>
        </form>
      </LogInOrSignUp>
    </Modal>
  );
}

/** Where the visitor's attempt is kept for after the log-in (the store's, src/store/pending-action.ts). */
export interface PendingActions {
  remember(action: PendingAction): void;
  forget(): void;
}

/**
 * For anonymous visitors: `ask(action, reason)` keeps what they tried and opens the prompt to log
 * in or sign up; both come back to this page, where the app shell then does it. "Not now" forgets it.
 */
export function useMembersOnlyPrompt(pending: PendingActions) {
  const [reason, setReason] = useState<string | null>(null);
  const ask = (action: PendingAction | null, text: string) => {
    // null: nothing to do for them once back (opening a form): they start it again.
    if (action) pending.remember(action);
    setReason(text);
  };
  const prompt = reason && (
    <MembersOnlyPrompt reason={reason} onClose={() => setReason(null)} onDecline={pending.forget} />
  );
  return { ask, prompt };
}

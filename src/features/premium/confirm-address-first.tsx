import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGateSession } from '../../store/member-gate-session';
import * as ui from '../../styles/ui.module.css';

/**
 * Paying needs a confirmed address (issue 38, card testing: no throwaway account tries cards): a
 * member whose profile says it is not confirmed reads so where the card form would be, with the
 * button that sends the link again.
 */
export function ConfirmAddressFirst({ resend, sending, resent }: ReturnType<typeof useMemberGateSession>) {
  const { t } = useI18n();
  return (
    <div>
      <p>{t('premium.unconfirmed')}</p>
      <p>{t('membersOnly.unvalidated')}</p>
      {resent ? (
        <p role="status">{t('profile.resent')}</p>
      ) : (
        <p className={ui.actions}>
          <button type="button" className={ui.pill} disabled={sending} onClick={resend}>
            {t('profile.resend')}
          </button>
        </p>
      )}
    </div>
  );
}

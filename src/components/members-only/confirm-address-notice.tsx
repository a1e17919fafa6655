import React from 'react';
import { useI18n } from '../i18n/i18n-provider';
import * as ui from '../../styles/ui.module.css';

interface ConfirmAddressNoticeProps {
  /** Why this form needs a confirmed address ("To book a place, we need to know..."). */
  reason: string;
  /** Sends a new confirmation link (the store's call); `sending` while it runs, `resent` once done. */
  resend: () => void;
  sending: boolean;
  resent: boolean;
}

/**
 * In place of a form whose action needs a confirmed address (src/core's CONFIRMED_ADDRESS_ACTIONS),
 * for a member whose address is not confirmed: why, before they fill anything in, and the button
 * that sends the link again.
 */
export function ConfirmAddressNotice({ reason, resend, sending, resent }: ConfirmAddressNoticeProps) {
  const { t } = useI18n();
  return (
    <div>
      <p>{reason}</p>
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

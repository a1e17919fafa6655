import React from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { Modal } from '../modal/modal';
import * as ui from '../../styles/ui.module.css';

interface UnvalidatedModalProps {
  reason: string;
  onClose: () => void;
  /** Sends a new confirmation link (the caller's call); `sending` while it runs, `resent` once done. */
  onResend: () => void;
  sending: boolean;
  resent: boolean;
  /** No new link today (errno 139): where to look instead, and no button. */
  resendsSpent: boolean;
}

/** For members whose address is not confirmed yet, where an action needs it: resend the link. */
export function UnvalidatedModal({ reason, onClose, onResend, sending, resent, resendsSpent }: UnvalidatedModalProps) {
  const { t } = useI18n();
  return (
    <Modal id="unvalidated" title={t('membersOnly.unvalidatedTitle')} onClose={onClose}>
      <p>{reason}</p>
      <p>{t('membersOnly.unvalidated')}</p>
      {resent && <p role="status">{t('profile.resent')}</p>}
      {resendsSpent && <p role="alert">{t('profile.resendLimit')}</p>}
      <div className={ui.actions}>
        {!resent && !resendsSpent && (
          <button type="button" className={ui.pill} disabled={sending} onClick={onResend}>
            {t('profile.resend')}
          </button>
        )}
        <form method="dialog">
          <button type="submit" className={ui.pillOutline}>
            {t('membersOnly.close')}
          </button>
        </form>
      </div>
    </Modal>
  );
}

import React from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { Modal } from '../modal/modal';
import { useResendValidationMutation } from '../../features/auth/auth-api';
import * as ui from '../../styles/ui.module.css';

/** For members whose address is not confirmed yet, where an action needs it: resend the link. */
export function UnvalidatedModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  const { t } = useI18n();
  const [resend, { isSuccess: resent, isLoading }] = useResendValidationMutation();
  return (
    <Modal id="unvalidated" title={t('membersOnly.unvalidatedTitle')} onClose={onClose}>
      <p>{reason}</p>
      <p>{t('membersOnly.unvalidated')}</p>
      {resent && <p role="status">{t('profile.resent')}</p>}
      <div className={ui.actions}>
        {!resent && (
          <button type="button" className={ui.pill} disabled={isLoading} onClick={() => void resend()}>
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

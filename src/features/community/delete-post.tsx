import { navigate } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { Modal } from '../../components/modal/modal';
import { routeTo } from '../../core/locales/routes';
import { useDeletePostMutation } from './community-api';
import * as ui from '../../styles/ui.module.css';

/** The owner removes their post, once they have confirmed; then back to their profile. */
export function DeletePost({ uuid }: { uuid: string }) {
  const { t, locale } = useI18n();
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading, isError }] = useDeletePostMutation();

  const confirm = async () => {
    const result = await remove(uuid);
    if (!('error' in result)) void navigate(routeTo(locale, 'profile'));
  };

  return (
    <>
      <button type="button" className={ui.pillOutline} onClick={() => setAsking(true)}>
        {t('community.delete.open')}
      </button>
      {asking && (
        <Modal id="delete-post" title={t('community.delete.title')} onClose={() => setAsking(false)}>
          <p>{t('community.delete.text')}</p>
          {isError && (
            <p role="alert" className={ui.problem}>
              {t('errors.generic')}
            </p>
          )}
          <div className={ui.actions}>
            <button type="button" className={ui.pill} disabled={isLoading} onClick={() => void confirm()}>
              {t('community.delete.confirm')}
            </button>
            <form method="dialog">
              <button type="submit" className={ui.pillOutline}>
                {t('community.cancel')}
              </button>
            </form>
          </div>
        </Modal>
      )}
    </>
  );
}

import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { Modal } from '../../components/modal/modal';
import { routeTo } from '../../core/locales/routes';
import * as ui from '../../styles/ui.module.css';
import { useAcceptCreatorTermsMutation, useGetCreatorTermsQuery } from './community-recipes-api';
import * as styles from './recipe-creation.module.css';

/**
 * The creators terms popup (SPEC section 6): creating and publishing recipes need the version in
 * force accepted; the API refuses until then (403 errno 132), and says what was accepted.
 */
export function CreatorTermsDialog({ onAccepted, onClose }: { onAccepted: () => void; onClose: () => void }) {
  const { t, locale } = useI18n();
  const [accept, { isLoading, isError }] = useAcceptCreatorTermsMutation();
  const agree = async () => {
    const result = await accept();
    if (!('error' in result)) onAccepted();
  };
  return (
    <Modal id="creator-terms" title={t('creation.terms.title')} onClose={onClose}>
      <p>{t('creation.terms.summary')}</p>
      <ul className={styles.plainList}>
        <li>{t('creation.terms.own')}</li>
        <li>{t('creation.terms.moderation')}</li>
        <li>{t('creation.terms.licence')}</li>
      </ul>
      <p>
        <Link to={routeTo(locale, 'legalCreators')}>{t('creation.terms.read')}</Link>
      </p>
      {isError && (
        <p className={ui.problem} role="alert">
          {t('errors.generic')}
        </p>
      )}
      <div className={ui.actions}>
        <button type="button" className={ui.pill} onClick={agree} disabled={isLoading}>
          {t('creation.terms.accept')}
        </button>
        <button type="button" className={ui.pillOutline} onClick={onClose}>
          {t('creation.cancel')}
        </button>
      </div>
    </Modal>
  );
}

/** The banner of a member who has not accepted the creators terms in force, with the popup. */
export function CreatorTermsBanner() {
  const { t } = useI18n();
  const { data } = useGetCreatorTermsQuery();
  const [open, setOpen] = React.useState(false);
  if (!data || data.accepted_version === data.version) return null;
  return (
    <aside className={styles.banner} aria-labelledby="creator-terms-banner">
      <p id="creator-terms-banner">{t('creation.terms.banner')}</p>
      <button type="button" className={ui.pill} onClick={() => setOpen(true)}>
        {t('creation.terms.open')}
      </button>
      {open && <CreatorTermsDialog onAccepted={() => setOpen(false)} onClose={() => setOpen(false)} />}
    </aside>
  );
}

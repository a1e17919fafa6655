import { Link } from 'gatsby';
import React, { useEffect, useState, useSyncExternalStore } from 'react';
import type { Consent } from '../../core/marketing/consent';
import { routeTo } from '../../core/locales/routes';
import * as ui from '../../styles/ui.module.css';
import { useI18n } from '../i18n/i18n-provider';
import { analyticsConfigured, consentRequest, storedConsent } from './analytics';
import { loadTagManager, saveConsent } from './tag-manager';
import * as styles from './consent-banner.module.css';

const noSubscription = () => () => {};

/**
 * Asks before any analytics: shown once the page runs, until the visitor answers; the footer's
 * cookie settings bring it back. A fixed bar, so nothing on the page moves. The layout loads it
 * after hydration, and only where analytics are configured.
 */
export function ConsentBanner() {
  const { t, locale } = useI18n();
  // 'off' in the static HTML and while hydrating; then the stored answer, or 'unanswered'.
  const stored = useSyncExternalStore(
    noSubscription,
    () => (analyticsConfigured() ? (storedConsent() ?? 'unanswered') : 'off'),
    () => 'off',
  );
  const [answered, setAnswered] = useState(false);
  // "Cookie settings" may have been pressed before this code loaded: the request waits in analytics.ts.
  const asked = useSyncExternalStore(consentRequest.subscribe, consentRequest.asked, () => false);
  useEffect(() => {
    if (stored !== 'off') loadTagManager();
  }, [stored]);
  const open = stored !== 'off' && (asked || (stored === 'unanswered' && !answered));
  if (!open) return null;
  const choose = (consent: Consent) => {
    setAnswered(true);
    consentRequest.answered();
    saveConsent(consent);
  };
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')} <Link to={routeTo(locale, 'legal')}>{t('consent.more')}</Link>
      </p>
      <div className={ui.actions}>
        <button type="button" className={ui.pill} onClick={() => choose('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className={ui.pillOutline} onClick={() => choose('denied')}>
          {t('consent.refuse')}
        </button>
      </div>
    </section>
  );
}

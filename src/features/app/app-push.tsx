import { Link } from 'gatsby';
import React from 'react';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as ui from '../../styles/ui.module.css';
import * as styles from './app.module.css';
import { StoreBadges } from './store-badges';

/** The app's own link to a post: the scheme the Miamo app registers on phones. */
export const appPostLink = (uuid: string) => `miamo://community/post/${encodeURIComponent(uuid)}`;

/**
 * The push to the app under a community post or a member's profile (SPEC section 2: both stubs
 * push users to the app): why the app is better for this, and its stores.
 */
export function AppPush({ reason }: { reason: 'post' | 'profile' }) {
  const { t } = useI18n();
  return (
    <aside className={styles.push} aria-labelledby={`app-push-${reason}`}>
      <h2 id={`app-push-${reason}`}>{t('appPush.title')}</h2>
      <p>{t(`appPush.${reason}`)}</p>
      <StoreBadges />
    </aside>
  );
}

/**
 * Where a post shared from the app lands (SPEC section 2, mobile-app post redirection): open it
 * in the app, get the app, or see it on the web.
 */
export function AppPostRedirect({ uuid }: { uuid: string }) {
  const { t, locale } = useI18n();
  return (
    <div className={styles.redirect}>
      <h1>{t('appPush.redirectTitle')}</h1>
      <p>{t('appPush.redirectIntro')}</p>
      <p className={ui.actions}>
        <a className={ui.pill} href={appPostLink(uuid)}>
          {t('appPush.openApp')}
        </a>
        <Link className={ui.pillOutline} to={routeTo(locale, 'communityPost', { uuid })}>
          {t('appPush.openWeb')}
        </Link>
      </p>
      <StoreBadges />
    </div>
  );
}

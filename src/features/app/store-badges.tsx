import { Link } from 'gatsby';
import React from 'react';
import { siteOf } from '../../core/locales/catalogues';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import * as styles from './app.module.css';

/** The app's store links in the locale's own stores, and the text-the-app page for a visitor on a computer. */
export function StoreBadges() {
  const { t, locale } = useI18n();
  const { links } = siteOf(locale);
  return (
    <ul className={styles.badges}>
      <li>
        <a className={styles.badge} href={links.appStore} rel="noopener">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
            />
          </svg>
          {t('textApp.appStore')}
        </a>
      </li>
      <li>
        <a className={styles.badge} href={links.googlePlay} rel="noopener">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path
              fill="currentColor"
              d="M4 2.5v19l10-9.5L4 2.5zm11.4 10.8L6.5 21.7l11.3-6.5-2.4-1.9zm0-2.6 2.4-1.9L6.5 2.3l8.9 8.4zm3.6-1.1-2.7 2.4 2.7 2.4 2.7-1.6c.8-.5.8-1.2 0-1.7L19 9.6z"
            />
          </svg>
          {t('textApp.googlePlay')}
        </a>
      </li>
      <li>
        <Link className={styles.badge} to={routeTo(locale, 'textTheApp')}>
          {t('textApp.textMe')}
        </Link>
      </li>
    </ul>
  );
}

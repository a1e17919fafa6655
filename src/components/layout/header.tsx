import { Link } from 'gatsby';
import React from 'react';
import { BRAND } from '../../core/brand/brand';
import { VERTICALS, type Vertical, routeTo } from '../../core/locales/routes';
import { useI18n } from '../i18n/i18n-provider';
import { useSession } from '../session/session-context';
import * as styles from './header.module.css';

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const PersonIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path
      d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

/** Logo, the five universes as tabs (scrollable on phones), search and the account entry. */
export function Header({ currentVertical }: { currentVertical?: Vertical }) {
  const { locale, t } = useI18n();
  const { loggedIn: isLoggedIn } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={routeTo(locale, 'home')} className={styles.logo} aria-label={t('header.home')}>
          {BRAND}
        </Link>
        <Link to={routeTo(locale, 'search')} className={styles.action}>
          <SearchIcon />
          <span className={styles.actionLabel}>{t('header.search')}</span>
        </Link>
        <Link to={routeTo(locale, isLoggedIn ? 'profile' : 'login')} className={styles.action}>
          <PersonIcon />
          <span className={styles.actionLabel}>{t(isLoggedIn ? 'header.profile' : 'header.login')}</span>
        </Link>
      </div>
      <nav className={styles.nav} aria-label={t('header.universes')}>
        <ul className={styles.tabs}>
          {VERTICALS.map((vertical) => (
            <li key={vertical}>
              <Link
                to={routeTo(locale, 'universe', { vertical })}
                className={styles.tab}
                data-vertical={vertical}
                aria-current={vertical === currentVertical ? 'page' : undefined}
              >
                {t(`universe.${vertical}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

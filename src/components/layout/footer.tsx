import { Link } from 'gatsby';
import React from 'react';
import { BRAND } from '../../core/brand/brand';
import { siteOf } from '../../core/locales/catalogues';
import type { Locale } from '../../core/locales/locales';
import { routeTo } from '../../core/locales/routes';
import { analyticsConfigured } from '../analytics/analytics';
import { ConsentSettingsButton } from '../analytics/consent-settings-button';
import { useI18n } from '../i18n/i18n-provider';
import * as styles from './footer.module.css';
import { LocaleSwitcher } from './locale-switcher';
import { NewsletterForm } from './newsletter-form';

const SOCIALS = [
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
] as const;

/** Newsletter, shop and socials of the locale, the brand pages, legal links, cookie settings and the locale switcher. */
export function Footer({ pathname, alternates }: { pathname: string; alternates?: Partial<Record<Locale, string>> }) {
  const { locale, t } = useI18n();
  const { links } = siteOf(locale);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <NewsletterForm />
        <nav aria-labelledby="footer-brand-title">
          <h2 id="footer-brand-title" className={styles.title}>
            {BRAND}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={links.shop}>{t('footer.shop')}</a>
            </li>
            <li>
              <Link to={routeTo(locale, 'mobileApp')}>{t('footer.app')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'communityFeed')}>{t('feed.link')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'story')}>{t('footer.story')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'categories')}>{t('footer.categories')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'ingredients')}>{t('footer.ingredients')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'shows')}>{t('shows.title')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'workshops')}>{t('workshops.title')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'cocreation')}>{t('cocreation.title')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'kidsConverter')}>{t('kidsConverter.title')}</Link>
            </li>
            <li>
              <Link to={routeTo(locale, 'legal')}>{t('footer.legal')}</Link>
            </li>
            {analyticsConfigured() && (
              <li>
                <ConsentSettingsButton className={styles.settings} />
              </li>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social-title">
          <h2 id="footer-social-title" className={styles.title}>
            {t('footer.followUs')}
          </h2>
          <ul className={styles.list}>
            {SOCIALS.map(([key, label]) => (
              <li key={key}>
                <a href={links[key]} rel="noopener">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LocaleSwitcher pathname={pathname} alternates={alternates} />
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND })}</p>
      </div>
    </footer>
  );
}

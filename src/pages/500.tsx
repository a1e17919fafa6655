import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { Layout } from '../components/layout/layout';
import { useI18n } from '../components/i18n/i18n-provider';
import type { Messages } from '../core/i18n/messages';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import * as styles from '../templates/templates.module.css';
import enUsMessages from '../../locales/en-us/messages.json';

function ServerErrorContent() {
  const { locale, t } = useI18n();
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('serverError.title')}</h1>
      <p className={styles.intro}>{t('serverError.text')}</p>
      <p>
        <Link to={routeTo(locale, 'home')} className={styles.button}>
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

/**
 * The page Gatsby shows when a page's data answers 500. It is one page for every locale: it
 * renders in en-us, then switches to the locale of the URL, whose messages load on demand.
 */
export default function ServerError({ location }: PageProps) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages }>({
    locale: DEFAULT_LOCALE,
    messages: enUsMessages as Messages,
  });
  useEffect(() => {
    const first = window.location.pathname.split('/')[1];
    if (!isLocale(first) || first === DEFAULT_LOCALE) return;
    import(`../../locales/${first}/messages.json`)
      .then((module: { default: Messages }) => setState({ locale: first, messages: module.default }))
      .catch(() => {});
  }, []);
  return (
    <Layout locale={state.locale} messages={state.messages} pathname={location.pathname}>
      <ServerErrorContent />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en-US" />
    <title>{enUsMessages['serverError.title']} | Miamo</title>
    <meta name="robots" content="noindex" />
  </>
);

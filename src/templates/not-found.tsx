import type { HeadProps, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../build/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import * as styles from './templates.module.css';

export function NotFoundContent() {
  const { locale, t } = useI18n();
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.intro}>{t('notFound.text')}</p>
      <p>
        <Link to={routeTo(locale, 'home')} className={styles.button}>
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

/** The catch-all of a locale: every unknown path under /{locale}/ (served with status 404). */
export default function NotFoundTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <NotFoundContent />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ShellContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return <PageHead context={pageContext} title={t('notFound.title')} noindex />;
};

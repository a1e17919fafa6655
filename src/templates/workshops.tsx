import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { WorkshopsContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
import { WorkshopsList } from '../features/workshops/workshops-list';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

function Workshops({ workshops }: Pick<WorkshopsContext, 'workshops'>) {
  const { t } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('workshops.title')}</h1>
      <p className={styles.intro}>{t('workshops.intro')}</p>
      <WorkshopsList built={workshops} />
    </div>
  );
}

/** The workshops (SPEC sections 1 and 2): upcoming, then past, with their live states and places. */
export default function WorkshopsTemplate({ pageContext, location }: PageProps<object, WorkshopsContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Workshops workshops={pageContext.workshops} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, WorkshopsContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return (
    <PageHead
      context={pageContext}
      title={t('workshops.title')}
      description={t('workshops.intro')}
      path={pageContext.canonicalPath}
    />
  );
};

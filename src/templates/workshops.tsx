import type { PageProps } from 'gatsby';
import React from 'react';
import type { WorkshopsContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
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

export const Head = pageHead<WorkshopsContext>((context, t) => ({
  title: t('workshops.title'),
  description: t('workshops.intro'),
  path: context.canonicalPath,
}));

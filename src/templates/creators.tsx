import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { CreatorsList } from '../features/creators/creators-list';
import * as creators from '../features/creators/creators.module.css';
import * as ui from '../styles/ui.module.css';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

function Programme() {
  const { t, locale } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('creators.title')}</h1>
      <p className={styles.intro}>{t('creators.intro')}</p>
      <section aria-labelledby="creators-how">
        <h2 id="creators-how">{t('creators.how')}</h2>
        <ol className={creators.steps}>
          <li>{t('creators.how.terms')}</li>
          <li>{t('creators.how.write')}</li>
          <li>{t('creators.how.moderation')}</li>
          <li>{t('creators.how.published')}</li>
        </ol>
        <p className={ui.actions}>
          <Link className={ui.pill} to={routeTo(locale, 'myRecipes')}>
            {t('creation.create')}
          </Link>
          <Link className={ui.pillOutline} to={routeTo(locale, 'creatorsQuestionnaire')}>
            {t('creators.questionnaire.title')}
          </Link>
          <Link to={routeTo(locale, 'legalCreators')}>{t('creation.terms.read')}</Link>
        </p>
      </section>
      <section aria-labelledby="creators-list">
        <h2 id="creators-list">{t('creators.list')}</h2>
        <CreatorsList />
      </section>
    </div>
  );
}

/** The creators programme (SPEC sections 1 and 2): how it works, and the creators, loaded in the browser. */
export default function CreatorsTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Programme />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((context, t) => ({
  title: t('creators.title'),
  description: t('creators.intro'),
  path: routeTo(context.locale, 'creators'),
}));

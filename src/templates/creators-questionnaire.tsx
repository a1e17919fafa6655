import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { LogInOrSignUp } from '../components/members-only/members-only-prompt';
import { routeTo } from '../core/locales/routes';
import { CreatorQuestionnaire } from '../features/creators/questionnaire';
import { selectIsLoggedIn, selectSessionRestored } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

function Questionnaire() {
  const { t } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('creators.questionnaire.title')}</h1>
      <p className={styles.intro}>{t('creators.questionnaire.intro')}</p>
      {!restored ? (
        <p role="status">{t('site.loading')}</p>
      ) : loggedIn ? (
        <CreatorQuestionnaire />
      ) : (
        <>
          <p>{t('profile.loginFirst')}</p>
          <LogInOrSignUp />
        </>
      )}
    </div>
  );
}

/** The creators questionnaire (about 3 minutes, SPEC section 9), for members. */
export default function CreatorsQuestionnaireTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Questionnaire />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((context, t) => ({
  title: t('creators.questionnaire.title'),
  description: t('creators.questionnaire.intro'),
  path: routeTo(context.locale, 'creatorsQuestionnaire'),
  noindex: true,
}));

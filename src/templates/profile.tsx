import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../build/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { htmlLangOf } from '../core/locales/locales';
import { ProfileSummary } from '../features/auth/profile-summary';
import { FavouritesList } from '../features/favourites/favourites-list';
import * as styles from './templates.module.css';

function Favourites() {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="profile-favourites">
      <h2 id="profile-favourites" className={styles.sectionTitle}>
        {t('profile.favourites')}
      </h2>
      <FavouritesList />
    </section>
  );
}

/** The member's profile home: who they are, their favourites, log out (client-rendered). */
export default function ProfileTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <div className={styles.hero}>
        <ProfileSummary>
          <Favourites />
        </ProfileSummary>
      </div>
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ShellContext>) => {
  const { t } = createTranslator(pageContext.messages, htmlLangOf(pageContext.locale));
  return <PageHead context={pageContext} title={t('profile.title')} noindex />;
};

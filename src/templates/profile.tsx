import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ProfileContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { storeSection } from '../store/with-store';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
import * as styles from '../styles/page.module.css';

// Every screen reads the member's data from the store from its first render.
const ProfileScreen = storeSection(() => import('../app/profile-screens').then((module) => module.ProfileScreen));

/** The member's profile home (favourites, recent views) or history, client-rendered. */
export default function ProfileTemplate({ pageContext, location }: PageProps<object, ProfileContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <div className={styles.hero}>
        <ProfileScreen screen={pageContext.screen} search={location.search} />
      </div>
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ProfileContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return (
    <PageHead
      context={pageContext}
      title={t(
        pageContext.screen === 'history'
          ? 'profile.history'
          : pageContext.screen === 'settings'
            ? 'settings.title'
            : pageContext.screen === 'myRecipes'
              ? 'myRecipes.title'
              : pageContext.screen === 'moderation'
                ? 'moderation.title'
                : 'profile.title',
      )}
      noindex
    />
  );
};

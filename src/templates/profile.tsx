import type { PageProps } from 'gatsby';
import React from 'react';
import type { ProfileContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { storeSection } from '../store/with-store';
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

const TITLES = {
  profile: 'profile.title',
  history: 'profile.history',
  settings: 'settings.title',
  myRecipes: 'myRecipes.title',
  moderation: 'moderation.title',
} as const satisfies Record<ProfileContext['screen'], string>;

export const Head = pageHead<ProfileContext>((context, t) => ({ title: t(TITLES[context.screen]), noindex: true }));

import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { storeSection } from '../store/with-store';
import * as styles from '../styles/page.module.css';

// The posts, their hearts and the follow buttons read the store from their first render.
const CommunityFeed = storeSection(() =>
  import('../features/community/community-feed').then((module) => module.CommunityFeed),
);

function FeedHeading() {
  const { t } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('feed.title')}</h1>
      <p className={styles.intro}>{t('feed.intro')}</p>
    </div>
  );
}

/** The community feed of a locale (SPEC section 2): a static shell, the posts loaded in the browser. */
export default function CommunityFeedTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <FeedHeading />
      <CommunityFeed />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((context, t) => ({
  title: t('feed.title'),
  description: t('feed.intro'),
  path: routeTo(context.locale, 'communityFeed'),
}));

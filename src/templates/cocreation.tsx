import type { PageProps } from 'gatsby';
import React from 'react';
import type { CocreationContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { Projects } from '../features/cocreation/projects';
import * as styles from '../styles/page.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

function Cocreation({ projects }: Pick<CocreationContext, 'projects'>) {
  const { t } = useI18n();
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('cocreation.title')}</h1>
      <p className={styles.intro}>{t('cocreation.intro')}</p>
      <Projects built={projects} />
    </div>
  );
}

/** Co-creation projects (SPEC sections 1 and 2): in progress, coming up and finished, with members and recipes. */
export default function CocreationTemplate({ pageContext, location }: PageProps<object, CocreationContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <Cocreation projects={pageContext.projects} />
    </Layout>
  );
}

export const Head = pageHead<CocreationContext>((context, t) => ({
  title: t('cocreation.title'),
  description: t('cocreation.intro'),
  path: context.canonicalPath,
}));

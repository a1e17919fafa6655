import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { HomeContext } from '../build/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { RecipeGrid } from '../components/recipe-card/recipe-card';
import { routeTo } from '../core/locales/routes';
import * as styles from './templates.module.css';

function HomeContent({ recipes }: { recipes: HomeContext['recipes'] }) {
  const { t } = useI18n();
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
      </section>
      <section className={styles.section} aria-labelledby="new-recipes">
        <h2 id="new-recipes" className={styles.sectionTitle}>
          {t('home.newRecipes')}
        </h2>
        {recipes.length ? <RecipeGrid recipes={recipes} /> : <p className={styles.empty}>{t('errors.comingSoon')}</p>}
      </section>
    </>
  );
}

/** The home page of a locale: the newest recipes of its catalogue. */
export default function HomeTemplate({ pageContext, location }: PageProps<object, HomeContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <HomeContent recipes={pageContext.recipes} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, HomeContext>) => <PageHead context={pageContext} path={routeTo(pageContext.locale, 'home')} />;

import type { HeadProps, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { HomeContext } from '../build/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { RecipeGrid } from '../components/recipe-card/recipe-card';
import { VERTICALS, routeTo } from '../core/locales/routes';
import * as styles from './templates.module.css';

function HomeContent({ recipes, blocks }: Pick<HomeContext, 'recipes' | 'blocks'>) {
  const { t, locale } = useI18n();
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{blocks.hero?.heading ?? t('home.title')}</h1>
        <p className={styles.intro}>{blocks.hero?.paragraphs[0] ?? t('home.intro')}</p>
      </section>
      <section className={styles.section} aria-labelledby="universes">
        <h2 id="universes" className={styles.sectionTitle}>
          {t('home.universesTitle')}
        </h2>
        <ul className={styles.universes}>
          {VERTICALS.map((vertical) => (
            <li key={vertical}>
              <Link to={routeTo(locale, 'universe', { vertical })} className={styles.universe} data-vertical={vertical}>
                {t(`universe.${vertical}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="new-recipes">
        <h2 id="new-recipes" className={styles.sectionTitle}>
          {t('home.newRecipes')}
        </h2>
        {recipes.length ? <RecipeGrid recipes={recipes} /> : <p className={styles.empty}>{t('errors.comingSoon')}</p>}
      </section>
      {blocks.app && (
        <section className={`${styles.section} ${styles.block}`} aria-labelledby="home-app">
          <h2 id="home-app" className={styles.sectionTitle}>
            {blocks.app.heading}
          </h2>
          {blocks.app.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <Link to={routeTo(locale, 'mobileApp')} className={styles.button}>
            {t('footer.app')}
          </Link>
        </section>
      )}
      {blocks.newsletter && (
        <section className={`${styles.section} ${styles.block}`} aria-labelledby="home-newsletter">
          <h2 id="home-newsletter" className={styles.sectionTitle}>
            {blocks.newsletter.heading}
          </h2>
          {blocks.newsletter.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <Link to={routeTo(locale, 'signup')} className={styles.button}>
            {t('home.newsletterCta')}
          </Link>
        </section>
      )}
    </>
  );
}

/** The home hub of a locale: hero, the five universes, new recipes, the app, the newsletter. */
export default function HomeTemplate({ pageContext, location }: PageProps<object, HomeContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <HomeContent recipes={pageContext.recipes} blocks={pageContext.blocks} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, HomeContext>) => <PageHead context={pageContext} path={pageContext.canonicalPath} />;

import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { HomeContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { RecipeGrid } from '../components/recipe-card/recipe-card';
import { VERTICALS, routeTo } from '../core/locales/routes';
import { cardHeart } from '../features/favourites/card-heart';
import * as styles from '../styles/page.module.css';

type Block = NonNullable<HomeContext['blocks']['app']>;

/** A CMS block of the hub: heading, paragraphs and one call to action. */
function HubBlock({ id, block, action }: { id: string; block: Block; action: { to: string; label: string } }) {
  return (
    <section className={`${styles.section} ${styles.block}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {block.heading}
      </h2>
      {block.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <Link to={action.to} className={styles.button}>
        {action.label}
      </Link>
    </section>
  );
}

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
        {recipes.length ? (
          <RecipeGrid recipes={recipes} actions={cardHeart} />
        ) : (
          <p className={styles.empty}>{t('errors.comingSoon')}</p>
        )}
      </section>
      {blocks.app && (
        <HubBlock
          id="home-app"
          block={blocks.app}
          action={{ to: routeTo(locale, 'mobileApp'), label: t('footer.app') }}
        />
      )}
      {blocks.newsletter && (
        <HubBlock
          id="home-newsletter"
          block={blocks.newsletter}
          action={{ to: routeTo(locale, 'signup'), label: t('home.newsletterCta') }}
        />
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

export const Head = pageHead<HomeContext>((context) => ({ path: context.canonicalPath }));

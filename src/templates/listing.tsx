import type { HeadProps, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import React from 'react';
import type { ListingContext } from '../build/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { cardHeart } from '../features/favourites/card-heart';
import { ListedRecipeGrid } from '../features/listings/listed-recipe-grid';
import * as styles from './templates.module.css';

/** A listing's heading, recipes (or its empty message, SPEC section 8) and narrower pages; the category fallback shows it too. */
export function ListingContent({
  locale,
  title,
  intro,
  recipes,
  total,
  more,
  empty,
  related,
}: Pick<ListingContext, 'locale' | 'title' | 'intro' | 'recipes' | 'total' | 'more' | 'empty' | 'related'>) {
  const { plural } = useI18n();
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro ?? plural('recipe.count', total)}</p>
      </section>
      <ListedRecipeGrid
        key={more?.search}
        locale={locale}
        listed={{ recipes, total, more }}
        empty={empty}
        actions={cardHeart}
      />
      {related && (
        <nav className={styles.section} aria-label={related.title}>
          <h2 className={styles.sectionTitle}>{related.title}</h2>
          <ul className={styles.links}>
            {related.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** Recipes under one heading: a category, a diet filter, an ingredient or the kids home. */
export default function ListingTemplate({ pageContext, location }: PageProps<object, ListingContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname} currentVertical={pageContext.vertical}>
      <ListingContent {...pageContext} />
      <AlcoholGate vertical={pageContext.vertical} category={pageContext.category} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ListingContext>) => (
  <PageHead context={pageContext} title={pageContext.title} path={pageContext.canonicalPath} />
);

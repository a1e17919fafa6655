import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../components/i18n/i18n-provider';
import type { ListingContext } from '../core/site/page-context';
import { cardHeart } from '../features/favourites/card-heart';
import { ListedRecipeGrid } from '../features/listings/listed-recipe-grid';
import * as styles from '../styles/page.module.css';

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

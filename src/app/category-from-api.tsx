import React from 'react';
import { useI18n } from '../components/i18n/i18n-provider';
import type { Locale } from '../core/locales/locales';
import { VERTICALS, type Vertical, routeTo } from '../core/locales/routes';
import { EMPTY_SEARCH, searchApiParams } from '../core/search/search-params';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { useSearchRecipesQuery } from '../features/search/search-api';
import { useGetTermsQuery } from '../store/terms-api';
import { ListingContent } from './listing-content';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import * as styles from '../styles/page.module.css';

/** A category created after the build has few recipes: one page of them is the whole list. */
const LIMIT = 100;

/**
 * The category page under `c` for what the build did not know (SPEC section 2, fallback 6): a
 * category created since, or one of its universes the build had no recipe for. Rendered from the
 * API; a slug no category has shows the locale's 404 page.
 */
export function CategoryFromApi({ locale, slug, vertical }: { locale: Locale; slug: string; vertical?: Vertical }) {
  const { t } = useI18n();
  const terms = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const term = terms.data?.find((candidate) => candidate.slug === slug);
  const params = searchApiParams({ ...EMPTY_SEARCH, category: term?.id ?? '', universe: vertical ?? '' });
  const list = useSearchRecipesQuery({ locale, params, limit: LIMIT }, { skip: !term });
  if (terms.isLoading || list.isLoading) {
    return (
      <p className={styles.empty} role="status">
        {t('site.loading')}
      </p>
    );
  }
  if (terms.isError || list.isError) {
    return (
      <p className={styles.empty} role="alert">
        {t('search.error')}
      </p>
    );
  }
  if (!term) return <PageDeadEnd reason="notFound" />;
  const recipes = list.data?.recipes ?? [];
  const title = vertical
    ? t('category.inUniverse', { category: term.name, universe: t(`universe.${vertical}`) })
    : term.name;
  const universes = vertical
    ? []
    : VERTICALS.filter((v) => recipes.some((recipe) => recipe.vertical === v)).map((v) => ({
        label: t(`universe.${v}`),
        to: routeTo(locale, 'categoryVertical', { slug, vertical: v }),
      }));
  return (
    <>
      <ListingContent
        locale={locale}
        title={title}
        recipes={recipes}
        total={recipes.length}
        empty="errors.comingSoon"
        related={universes.length ? { title: t('category.byUniverse'), links: universes } : undefined}
      />
      <AlcoholGate vertical={vertical} category={term.id} />
    </>
  );
}

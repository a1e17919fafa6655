import { prefetchPathname } from 'gatsby';
import React, { useEffect } from 'react';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGrid } from '../../components/recipe-card/recipe-card';
import { useRecipeCards } from '../../store/recipe-cards-api';
import { cardHeart } from './card-heart';
import { useGetFavouriteIdsQuery } from './favourites-api';
import * as styles from './favourites.module.css';

/** The favourites tab: the member's saved recipes as cards, newest first, kept for offline reading. */
export function FavouritesList() {
  const { t, locale } = useI18n();
  const { data: ids, isLoading } = useGetFavouriteIdsQuery();
  const recipes = useRecipeCards(locale, ids ?? []);
  // Each favourite's page, data and code are fetched now, so the service worker has them offline.
  useEffect(() => {
    for (const recipe of recipes) prefetchPathname(routeTo(locale, 'recipe', { slug: recipe.url_slug }));
  }, [locale, recipes]);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids?.length) return <p className={styles.empty}>{t('profile.favouritesEmpty')}</p>;
  return <RecipeGrid recipes={recipes} actions={cardHeart} />;
}

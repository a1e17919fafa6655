import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGrid } from '../../components/recipe-card/recipe-card';
import { useGetFavouriteIdsQuery, useGetFavouriteRecipesQuery } from './favourites-api';
import * as styles from './favourites.module.css';

/** The favourites tab: the member's saved recipes as cards, newest first. */
export function FavouritesList() {
  const { t, locale } = useI18n();
  const { data: ids, isLoading } = useGetFavouriteIdsQuery();
  const { data: recipes = [] } = useGetFavouriteRecipesQuery({ locale, ids: ids ?? [] }, { skip: !ids?.length });
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids?.length) return <p className={styles.empty}>{t('profile.favouritesEmpty')}</p>;
  const order = new Map(ids.map((id, index) => [id, index]));
  return <RecipeGrid recipes={[...recipes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))} headingLevel={3} />;
}

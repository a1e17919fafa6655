import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGridByIds } from '../../components/recipe-card/recipe-grid-by-ids';
import { useGetFavouriteIdsQuery } from './favourites-api';
import * as styles from './favourites.module.css';

/** The favourites tab: the member's saved recipes as cards, newest first. */
export function FavouritesList() {
  const { t } = useI18n();
  const { data: ids, isLoading } = useGetFavouriteIdsQuery();
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids?.length) return <p className={styles.empty}>{t('profile.favouritesEmpty')}</p>;
  return <RecipeGridByIds ids={ids} />;
}

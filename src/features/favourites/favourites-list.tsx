import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGrid } from '../../components/recipe-card/recipe-card';
import { useRecipeCards } from '../../store/recipe-cards-api';
import { cardHeart } from './favourite-button';
import { useGetFavouriteIdsQuery } from './favourites-api';
import * as styles from './favourites.module.css';

/** The favourites tab: the member's saved recipes as cards, newest first. */
export function FavouritesList() {
  const { t, locale } = useI18n();
  const { data: ids, isLoading } = useGetFavouriteIdsQuery();
  const recipes = useRecipeCards(locale, ids ?? []);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids?.length) return <p className={styles.empty}>{t('profile.favouritesEmpty')}</p>;
  return <RecipeGrid recipes={recipes} actions={cardHeart} />;
}

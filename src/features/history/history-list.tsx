import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { useAppSelector } from '../../store/hooks';
import { useRecipeCards } from '../../store/recipe-cards-api';
import { useGetHistoryQuery } from './history-api';
import { selectRecipeViews } from './history-slice';
import * as styles from './history.module.css';

/**
 * Recently viewed recipes, most recent first: first the views the user branch kept from the last
 * visit, then the API's list once it answers (a failed fetch leaves the kept ones, silently).
 */
export function HistoryList({ actions }: { actions?: CardActions }) {
  const { t, locale } = useI18n();
  const { isLoading } = useGetHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const views = useAppSelector(selectRecipeViews);
  const recipes = useRecipeCards(
    locale,
    views.map((view) => view.id),
  );
  if (!views.length && isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!views.length) return <p className={styles.empty}>{t('profile.historyEmpty')}</p>;
  return <RecipeGrid recipes={recipes} actions={actions} />;
}

import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGrid } from '../../components/recipe-card/recipe-card';
import { useGetHistoryQuery, useGetViewedRecipesQuery } from './history-api';
import * as styles from './history.module.css';

/** Recently viewed recipes, most recent first; a failed fetch shows the empty state, silently. */
export function HistoryList() {
  const { t, locale } = useI18n();
  const { data: views, isLoading } = useGetHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const ids = (views ?? []).map((view) => view.id);
  const { data: recipes = [] } = useGetViewedRecipesQuery({ locale, ids }, { skip: !ids.length });
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids.length) return <p className={styles.empty}>{t('profile.historyEmpty')}</p>;
  const order = new Map(ids.map((id, index) => [id, index]));
  return <RecipeGrid recipes={[...recipes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))} headingLevel={3} />;
}

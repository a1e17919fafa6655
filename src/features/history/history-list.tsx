import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { RecipeGridByIds } from '../../components/recipe-card/recipe-grid-by-ids';
import { useGetHistoryQuery } from './history-api';
import * as styles from './history.module.css';

/** Recently viewed recipes, most recent first; a failed fetch shows the empty state, silently. */
export function HistoryList() {
  const { t } = useI18n();
  const { data: views, isLoading } = useGetHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const ids = (views ?? []).map((view) => view.id);
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!ids.length) return <p className={styles.empty}>{t('profile.historyEmpty')}</p>;
  return <RecipeGridByIds ids={ids} />;
}

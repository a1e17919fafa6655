import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { type SearchState, searchApiParams } from '../../core/search/search-params';
import { useCountRecipesQuery, useGetSearchSuggestionsQuery } from './search-api';
import * as styles from './search.module.css';
import { useLatestResults } from './use-latest-results';

interface ResultsProps {
  state: SearchState;
  limit: number;
  onMore: () => void;
  actions?: CardActions;
}

/** The results of a search with their count and "Load more"; nothing found, those of its correction. */
export function SearchResults({
  state,
  limit,
  onMore,
  actions,
  corrected,
}: ResultsProps & {
  /** The text as typed, when these are the results of its correction. */
  corrected?: string;
}) {
  const { t, plural, locale } = useI18n();
  const params = searchApiParams(state);
  const { data, isFetching, isError } = useLatestResults({ locale, params, limit });
  // Asked after the results (effects run in order): on one database connection it queues behind them.
  const count = useCountRecipesQuery({ locale, params });
  if (isError) return <p role="alert">{t('search.error')}</p>;
  if (!data) return <p role="status">{t('site.loading')}</p>;
  if (!data.recipes.length) {
    return corrected === undefined && state.q.trim() ? (
      <Correction state={state} limit={limit} onMore={onMore} actions={actions} />
    ) : (
      <p className={styles.empty} role="status">
        {t('errors.noResult')}
      </p>
    );
  }
  const found = count.data ?? data.recipes.length;
  return (
    <>
      <div role="status">
        {corrected !== undefined && (
          <p className={styles.correction}>{t('search.showingResultsFor', { query: state.q, typed: corrected })}</p>
        )}
        <h2 className={styles.count}>
          {count.data === undefined && data.hasMore
            ? plural('search.results', found, { count: `${found}+` })
            : plural('search.results', found)}
        </h2>
      </div>
      <RecipeGrid recipes={data.recipes} actions={actions} />
      {data.hasMore && (
        <p className={styles.more}>
          <button type="button" className={styles.button} onClick={onMore} disabled={isFetching}>
            {t('search.loadMore')}
          </button>
        </p>
      )}
    </>
  );
}

/** Nothing found: the results of the text with its typos corrected ("choclate" → chocolate), if any. */
function Correction({ state, ...rest }: ResultsProps) {
  const { t, locale } = useI18n();
  const typed = state.q.trim().slice(0, 60);
  const { data, isFetching } = useGetSearchSuggestionsQuery({ locale, q: typed }, { skip: typed.length < 2 });
  if (data?.correction) return <SearchResults state={{ ...state, q: data.correction }} corrected={typed} {...rest} />;
  if (isFetching) return <p role="status">{t('site.loading')}</p>;
  return (
    <p className={styles.empty} role="status">
      {t('errors.noResult')}
    </p>
  );
}

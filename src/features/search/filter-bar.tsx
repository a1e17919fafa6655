import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type SearchState, activeFilters, withoutFilter } from '../../core/search/search-params';
import * as styles from './search.module.css';
import { useFilterLabels } from './use-filter-labels';
import type { FilterLists } from './use-filter-lists';

/** The button that folds the filters' panel (phones), and the filters set as chips that remove them. */
export function FilterBar({
  state,
  lists,
  panelOpen,
  onToggle,
  apply,
}: {
  state: SearchState;
  lists: FilterLists;
  panelOpen: boolean;
  onToggle: () => void;
  apply: (next: SearchState) => void;
}) {
  const { t } = useI18n();
  const labelOf = useFilterLabels(lists);
  const active = activeFilters(state);
  return (
    <div className={styles.filterBar}>
      <button
        type="button"
        className={styles.panelToggle}
        aria-expanded={panelOpen}
        aria-controls="search-filters"
        onClick={onToggle}
      >
        {active.length ? t('search.filtersWithCount', { count: active.length }) : t('search.filters')}
      </button>
      {active.length > 0 && (
        <ul className={styles.chips} aria-label={t('search.activeFilters')}>
          {active.map((key) => (
            <li key={key}>
              <button
                type="button"
                className={styles.chip}
                aria-label={t('search.removeFilter', { name: labelOf(key, state) })}
                onClick={() => apply(withoutFilter(state, key))}
              >
                {labelOf(key, state)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

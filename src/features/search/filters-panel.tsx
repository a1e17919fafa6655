import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { VERTICALS } from '../../core/locales/routes';
import { DIETS, DIFFICULTIES, PREPARATION_FILTERS_MINUTES } from '../../core/rules';
import { type SearchState, parseSearch } from '../../core/search/search-params';
import { FilterCheck } from './filter-check';
import { FilterSelect } from './filter-select';
import * as styles from './search.module.css';
import type { FilterLists } from './use-filter-lists';

/** Every filter of SPEC section 3, folded into a panel on phones, with "Clear" and the count found. */
export function FiltersPanel({
  state,
  lists,
  open,
  count,
  apply,
  onClose,
}: {
  state: SearchState;
  lists: FilterLists;
  open: boolean;
  /** How many recipes the filters find, once known. */
  count: number | undefined;
  apply: (next: SearchState) => void;
  onClose: () => void;
}) {
  const { t, plural } = useI18n();
  return (
    <fieldset id="search-filters" className={`${styles.filters} ${open ? styles.panelOpen : ''}`}>
      <legend>{t('search.filters')}</legend>
      <FilterSelect
        name="universe"
        label={t('search.universe')}
        value={state.universe}
        options={VERTICALS.map((v) => ({ value: v, label: t(`universe.${v}`) }))}
      />
      <FilterSelect
        name="diet"
        label={t('search.diet')}
        value={state.diet}
        options={DIETS.map((d) => ({ value: d, label: t(`diet.${d}`) }))}
      />
      <FilterSelect name="category" label={t('search.category')} value={state.category} options={lists.category} />
      <FilterSelect name="origin" label={t('search.origin')} value={state.origin} options={lists.origin} />
      <FilterSelect
        name="difficulty"
        label={t('search.difficulty')}
        value={state.difficulty}
        options={DIFFICULTIES.map((d) => ({ value: d, label: t(`recipe.difficulty.${d}`) }))}
      />
      <FilterSelect
        name="time"
        label={t('search.time')}
        value={state.time}
        options={PREPARATION_FILTERS_MINUTES.map((m) => ({
          value: String(m),
          label: t('search.timeUnder', { minutes: m }),
        }))}
      />
      <FilterSelect
        name="ingredient"
        label={t('search.ingredient')}
        value={state.ingredient}
        options={lists.ingredient}
      />
      <FilterSelect name="author" label={t('search.author')} value={state.author} options={lists.author} />
      <div className={styles.checks}>
        <FilterCheck name="video" label={t('search.withVideo')} checked={state.video} />
        <FilterCheck name="step" label={t('search.stepByStep')} checked={state.stepByStep} />
        <FilterCheck name="creators" label={t('search.byCreators')} checked={state.byCreators} />
      </div>
      <button type="button" className={styles.clear} onClick={() => apply({ ...parseSearch(''), q: state.q })}>
        {t('search.clear')}
      </button>
      {count !== undefined && (
        <button type="button" className={styles.showResults} onClick={onClose}>
          {plural('search.showResults', count)}
        </button>
      )}
    </fieldset>
  );
}

import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { CardActions } from '../../components/recipe-card/recipe-card';
import { searchApiParams } from '../../core/search/search-params';
import { FilterBar } from './filter-bar';
import { FiltersPanel } from './filters-panel';
import { readSearchForm } from './read-search-form';
import { useCountRecipesQuery } from './search-api';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import * as styles from './search.module.css';
import { useFilterLists } from './use-filter-lists';
import { useSearchAddress } from './use-search-address';

/**
 * The search page: a text box whose results follow the typing, every filter of SPEC section 3 (on
 * phones folded into a panel, the filters set shown as chips), all kept in the URL so a search can
 * be shared and gone back to (`useSearchAddress`). Without JavaScript the form still submits
 * itself. `actions` go on each card.
 */
export function SearchPage({ search, actions }: { search: string; actions?: CardActions }) {
  const { t, locale } = useI18n();
  const { hydrated, state, searched, boxText, limit, more, apply, type } = useSearchAddress(search);
  const [panelOpen, setPanelOpen] = useState(false);
  const lists = useFilterLists(state, panelOpen);
  const count = useCountRecipesQuery({ locale, params: searchApiParams(state) }, { skip: !hydrated || !panelOpen });

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          apply(readSearchForm(event.currentTarget));
        }}
        onChange={(event) => {
          // Each filter applies as it changes; the text box has its own pace.
          if ((event.target as HTMLElement).id !== 'search-q') apply(readSearchForm(event.currentTarget));
        }}
      >
        <div className={styles.queryRow}>
          <SearchBox state={state} show={boxText} onType={type} onPick={apply} />
          <button type="submit" className={styles.button}>
            {t('search.submit')}
          </button>
        </div>
        <FilterBar
          state={state}
          lists={lists}
          panelOpen={panelOpen}
          onToggle={() => setPanelOpen((open) => !open)}
          apply={apply}
        />
        <FiltersPanel
          state={state}
          lists={lists}
          open={panelOpen}
          count={count.data}
          apply={apply}
          onClose={() => setPanelOpen(false)}
        />
        {/* Without JavaScript the panel cannot be opened: it stays unfolded. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.filters}{display:grid!important}</style>` }} />
      </form>
      <div className={styles.results}>
        {hydrated ? (
          <SearchResults state={searched} limit={limit} onMore={more} actions={actions} />
        ) : (
          // As built: the slot the server fills with the first results for a browser without JavaScript.
          <noscript data-search-results="" />
        )}
      </div>
    </section>
  );
}

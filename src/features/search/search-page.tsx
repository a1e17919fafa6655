import { navigate as routerNavigate } from '@gatsbyjs/reach-router';
import { navigate } from 'gatsby';
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import { useMediaQuery } from '../../components/use-media-query';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { VERTICALS, type Vertical } from '../../core/locales/routes';
import {
  DIETS,
  DIFFICULTIES,
  type Diet,
  type Difficulty,
  PREPARATION_FILTERS_MINUTES,
  RECIPES_PAGE_SIZE,
  SEARCH_ADDRESS_AFTER_TYPING_MS,
} from '../../core/rules';
import {
  type FilterKey,
  type SearchState,
  activeFilters,
  parseSearch,
  searchApiParams,
  searchQueryString,
  withoutFilter,
} from '../../core/search/search-params';
import {
  FIRST_RESULTS_ID,
  type SearchRequest,
  parseFirstResults,
  searchRequestKey,
} from '../../core/search/first-results';
import { type Term, useGetTermsQuery } from '../../store/terms-api';
import {
  useCountRecipesQuery,
  useGetCreatorChoicesQuery,
  useGetSearchSuggestionsQuery,
  useLazySearchRecipesQuery,
} from './search-api';
import { SearchBox } from './search-box';
import * as styles from './search.module.css';

function readForm(form: HTMLFormElement): SearchState {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    q: text('q'),
    universe: text('universe'),
    diet: text('diet'),
    category: text('category'),
    origin: text('origin'),
    difficulty: text('difficulty'),
    time: text('time'),
    ingredient: text('ingredient'),
    author: text('author'),
    video: data.get('video') === '1',
    stepByStep: data.get('step') === '1',
    byCreators: data.get('creators') === '1',
  };
}

type Option = { value: string; label: string };

/** Where the filters stop folding into a panel (search.module.css). */
const FILTERS_UNFOLDED = '(min-width: 768px)';

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: Option[] }) {
  const { t } = useI18n();
  const id = `search-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {/* Drawn again when the value or the list changes: a list loaded after the first draw
          (categories, creators) shows the value the address chose, and the form reads it. */}
      <select id={id} name={name} defaultValue={value} key={`${value}|${options.length}`}>
        <option value="">{t('search.anyValue')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked} key={String(checked)} /> {label}
    </label>
  );
}

const asOptions = (terms: Term[] | undefined): Option[] =>
  (terms ?? []).map((term) => ({ value: term.id, label: term.name }));

/**
 * The results the server wrote into the page for its address, if it did: read once, by the page's
 * first results, then removed. A later visit of the page within the app asks for its own.
 */
function takePageFirstResults() {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(FIRST_RESULTS_ID);
  block?.remove();
  return parseFirstResults(block?.textContent);
}

/**
 * The search's results, the newest request only: one still on its way when the search changes is
 * cancelled, and the previous results stay on screen until the new ones come. The page's first
 * results come with it when the server wrote them in: no request for those.
 */
function useLatestResults(request: SearchRequest) {
  const [trigger, result] = useLazySearchRecipesQuery();
  const latest = useRef<{ key: string; abort: () => void }>();
  const [written, setWritten] = useState(takePageFirstResults);
  const key = searchRequestKey(request);
  // Once the search has moved on, the written results only stay until the new ones come.
  if (written?.key && written.key !== key) setWritten({ ...written, key: '' });
  // Asked as the new search is drawn, not in an effect a task later.
  useLayoutEffect(() => {
    if (written?.key === key) return;
    const asked = trigger(request, true);
    if (latest.current && latest.current.key !== key) latest.current.abort();
    latest.current = { key, abort: asked.abort };
    // `key` stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, trigger]);
  if (written && (written.key === key || !result.data)) {
    const answered = written.key === key;
    return { data: written, isFetching: !answered && result.isFetching, isError: !answered && result.isError };
  }
  return result;
}

function Results({
  state,
  limit,
  onMore,
  actions,
  corrected,
}: {
  state: SearchState;
  limit: number;
  onMore: () => void;
  actions?: CardActions;
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
function Correction({
  state,
  ...rest
}: {
  state: SearchState;
  limit: number;
  onMore: () => void;
  actions?: CardActions;
}) {
  const { t, locale } = useI18n();
  const typed = state.q.trim().slice(0, 60);
  const { data, isFetching } = useGetSearchSuggestionsQuery({ locale, q: typed }, { skip: typed.length < 2 });
  if (data?.correction) return <Results state={{ ...state, q: data.correction }} corrected={typed} {...rest} />;
  if (isFetching) return <p role="status">{t('site.loading')}</p>;
  return (
    <p className={styles.empty} role="status">
      {t('errors.noResult')}
    </p>
  );
}

/** The names of the filters set, to show them as chips that remove them. */
function useFilterLabels(lists: Record<'category' | 'origin' | 'ingredient' | 'author', Option[]>) {
  const { t } = useI18n();
  const nameIn = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (key: FilterKey, state: SearchState): string => {
    switch (key) {
      case 'universe':
        return t(`universe.${state.universe as Vertical}`);
      case 'diet':
        return t(`diet.${state.diet as Diet}`);
      case 'difficulty':
        return t(`recipe.difficulty.${state.difficulty as Difficulty}`);
      case 'time':
        return t('search.timeUnder', { minutes: state.time });
      case 'video':
        return t('search.withVideo');
      case 'stepByStep':
        return t('search.stepByStep');
      case 'byCreators':
        return t('search.byCreators');
      default:
        return nameIn(lists[key], state[key]);
    }
  };
}

/**
 * The search page: a text box whose results follow the typing, every filter of SPEC section 3 (on
 * phones folded into a panel, the filters set shown as chips), all kept in the URL so a search can
 * be shared and gone back to. Without JavaScript the form still submits itself. `actions` go on each card.
 */
export function SearchPage({ search, actions }: { search: string; actions?: CardActions }) {
  const { t, plural, locale } = useI18n();
  // The static page was drawn without an address's search: so is its first render in the browser,
  // or hydration would fail and draw the page anew, losing the words typed meanwhile.
  const hydrated = useHydrated();
  const state = parseSearch(hydrated ? search : '');
  // The text typed, searched at once while the address catches up with it (a frame or three
  // later, through the words typed meanwhile); a filter, a choice, a submit or the back button ends it.
  const [typed, setTyped] = useState<string | null>(null);
  const searched = typed === null ? state : { ...state, q: typed };
  // The search last asked for: the address, the form's lists and the box each catch up with it later.
  const intended = useRef<SearchState | null>(null);
  // What the box must show when the address changes by other means than typing.
  const [boxText, setBoxText] = useState<{ q: string } | null>(null);
  const [wasHydrated, setWasHydrated] = useState(hydrated);
  if (wasHydrated !== hydrated) {
    setWasHydrated(hydrated);
    if (state.q) setBoxText({ q: state.q });
  }
  // The address following the typing, not yet made (SEARCH_ADDRESS_AFTER_TYPING_MS).
  const addressLater = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    const backOrForward = () => {
      clearTimeout(addressLater.current);
      intended.current = null;
      setTyped(null);
      setBoxText({ q: parseSearch(window.location.search).q });
    };
    window.addEventListener('popstate', backOrForward);
    return () => {
      window.removeEventListener('popstate', backOrForward);
      clearTimeout(addressLater.current);
    };
  }, []);
  const [limit, setLimit] = useState(RECIPES_PAGE_SIZE);
  const [panelOpen, setPanelOpen] = useState(false);
  // A list loads once its drop-down can be seen (the panel is folded on phones) or a chip names
  // its value: a phone's first results do not wait behind four lists no one has opened.
  const panelShown = useMediaQuery(FILTERS_UNFOLDED) || panelOpen;
  const categories = useGetTermsQuery({ kind: 'recipe-categories', locale }, { skip: !panelShown && !state.category });
  const origins = useGetTermsQuery({ kind: 'recipe-origins', locale }, { skip: !panelShown && !state.origin });
  const ingredients = useGetTermsQuery({ kind: 'ingredients', locale }, { skip: !panelShown && !state.ingredient });
  const creators = useGetCreatorChoicesQuery(undefined, { skip: !panelShown && !state.author });
  const lists = {
    category: asOptions(categories.data),
    origin: asOptions(origins.data),
    ingredient: asOptions(ingredients.data),
    author: creators.data ?? [],
  };
  const labelOf = useFilterLabels(lists);
  const active = activeFilters(state);
  const count = useCountRecipesQuery({ locale, params: searchApiParams(state) }, { skip: !hydrated || !panelOpen });

  // Without JavaScript yet, the form submits itself (GET, every field): tidy that address.
  useEffect(() => {
    const canonical = searchQueryString(parseSearch(search));
    if (search && search !== canonical) void navigate(`${window.location.pathname}${canonical}`, { replace: true });
  }, [search]);

  // Typing makes one step in the history, which its next pauses replace; a filter, a choice or a
  // submit ends it. The back button returns to the search before, not to each word typed.
  const typingInHistory = useRef(false);
  // One change of address at a time, each waited for until the page has it: Gatsby's navigate
  // does not say when, and a change made while another is on its way can leave the page behind.
  // Same page, other query: the router's own navigate is enough, and answers once done.
  const navigation = useRef<Promise<unknown>>(Promise.resolve());
  const toAddress = (query: string, replace: boolean) => {
    navigation.current = navigation.current.then(() =>
      query === window.location.search ? undefined : routerNavigate(`${window.location.pathname}${query}`, { replace }),
    );
  };
  const apply = (next: SearchState, { typing = false } = {}) => {
    setLimit(RECIPES_PAGE_SIZE);
    intended.current = next;
    clearTimeout(addressLater.current);
    const query = searchQueryString(next);
    if (!typing) {
      setTyped(null);
      typingInHistory.current = false;
      return toAddress(query, false);
    }
    // The results follow the typed text at once (`typed`); the address once typing has stopped.
    addressLater.current = setTimeout(() => {
      toAddress(query, typingInHistory.current);
      typingInHistory.current = true;
    }, SEARCH_ADDRESS_AFTER_TYPING_MS);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          apply(readForm(event.currentTarget));
        }}
        onChange={(event) => {
          // Each filter applies as it changes; the text box has its own pace.
          if ((event.target as HTMLElement).id !== 'search-q') apply(readForm(event.currentTarget));
        }}
      >
        <div className={styles.queryRow}>
          <SearchBox
            state={state}
            show={boxText}
            // The filters last asked for: a change may not have reached the address yet.
            onType={(text) => {
              setTyped(text);
              apply({ ...(intended.current ?? state), q: text }, { typing: true });
            }}
            onPick={(next) => apply(next)}
          />
          <button type="submit" className={styles.button}>
            {t('search.submit')}
          </button>
        </div>
        <div className={styles.filterBar}>
          <button
            type="button"
            className={styles.panelToggle}
            aria-expanded={panelOpen}
            aria-controls="search-filters"
            onClick={() => setPanelOpen((open) => !open)}
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
        <fieldset id="search-filters" className={`${styles.filters} ${panelOpen ? styles.panelOpen : ''}`}>
          <legend>{t('search.filters')}</legend>
          <Select
            name="universe"
            label={t('search.universe')}
            value={state.universe}
            options={VERTICALS.map((v) => ({ value: v, label: t(`universe.${v}`) }))}
          />
          <Select
            name="diet"
            label={t('search.diet')}
            value={state.diet}
            options={DIETS.map((d) => ({ value: d, label: t(`diet.${d}`) }))}
          />
          <Select name="category" label={t('search.category')} value={state.category} options={lists.category} />
          <Select name="origin" label={t('search.origin')} value={state.origin} options={lists.origin} />
          <Select
            name="difficulty"
            label={t('search.difficulty')}
            value={state.difficulty}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`recipe.difficulty.${d}`) }))}
          />
          <Select
            name="time"
            label={t('search.time')}
            value={state.time}
            options={PREPARATION_FILTERS_MINUTES.map((m) => ({
              value: String(m),
              label: t('search.timeUnder', { minutes: m }),
            }))}
          />
          <Select
            name="ingredient"
            label={t('search.ingredient')}
            value={state.ingredient}
            options={lists.ingredient}
          />
          <Select name="author" label={t('search.author')} value={state.author} options={lists.author} />
          <div className={styles.checks}>
            <Check name="video" label={t('search.withVideo')} checked={state.video} />
            <Check name="step" label={t('search.stepByStep')} checked={state.stepByStep} />
            <Check name="creators" label={t('search.byCreators')} checked={state.byCreators} />
          </div>
          <button type="button" className={styles.clear} onClick={() => apply({ ...parseSearch(''), q: state.q })}>
            {t('search.clear')}
          </button>
          {count.data !== undefined && (
            <button type="button" className={styles.showResults} onClick={() => setPanelOpen(false)}>
              {plural('search.showResults', count.data)}
            </button>
          )}
        </fieldset>
        {/* Without JavaScript the panel cannot be opened: it stays unfolded. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.filters}{display:grid!important}</style>` }} />
      </form>
      <div className={styles.results}>
        {hydrated ? (
          <Results
            state={searched}
            limit={limit}
            onMore={() => setLimit((current) => current + RECIPES_PAGE_SIZE)}
            actions={actions}
          />
        ) : (
          // As built: the slot the server fills with the first results for a browser without JavaScript.
          <noscript data-search-results="" />
        )}
      </div>
    </section>
  );
}
